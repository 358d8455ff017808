#!/usr/bin/env bash
# Starts the local services the tests talk to, if they are not already up (they usually are).
set -u
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
fi
if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi
if ! mysqladmin -h 127.0.0.1 -uroot ping >/dev/null 2>&1; then
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd || true
  for _ in $(seq 1 30); do mysqladmin -h 127.0.0.1 -uroot ping >/dev/null 2>&1 && break; sleep 1; done
fi
psql -h 127.0.0.1 -U postgres -lqt 2>/dev/null | cut -d'|' -f1 | grep -qw test || \
  createdb -h 127.0.0.1 -U postgres test 2>/dev/null || true
mysql -h 127.0.0.1 -uroot -e 'CREATE DATABASE IF NOT EXISTS test' 2>/dev/null || true
exit 0
