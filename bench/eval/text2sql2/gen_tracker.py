"""Issue tracker (camelCase): users, projects, issues (parent sub-tasks), comments, labels, issueLabels."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

USERS = [
    # displayName, userName, jobRole
    ("Alice Nguyen", "anguyen", "developer"),
    ("Ben Carter", "bcarter", "developer"),
    ("Chloe Dubois", "cdubois", "designer"),
    ("Daniel Kim", "dkim", "developer"),
    ("Elena Rossi", "erossi", "qa"),
    ("Farid Haddad", "fhaddad", "devops"),
    ("Grace Liu", "gliu", "pm"),
    ("Hiro Tanaka", "htanaka", "developer"),
    ("Isabel Gomez", "igomez", "qa"),
    ("Jack O'Neill", "joneill", "developer"),
    ("Karin Berg", "kberg", "developer"),
    ("Leo Martins", "lmartins", "devops"),
    ("Maya Patel", "mpatel", "pm"),
    ("Noah Fischer", "nfischer", "developer"),
    ("Olga Ivanova", "oivanova", "developer"),
    ("Pablo Ruiz", "pruiz", "designer"),
    ("Quinn Taylor", "qtaylor", "qa"),
    ("Rita Costa", "rcosta", "developer"),
    ("Sam Wilson", "swilson", "developer"),
    ("Tara Singh", "tsingh", "pm"),
    ("Umar Sheikh", "usheikh", "developer"),
    ("Vera Novak", "vnovak", "developer"),
    ("Will Brooks", "wbrooks", "devops"),
    ("Xenia Popova", "xpopova", "qa"),
    ("Yusuf Demir", "ydemir", "developer"),
    ("Zoe Adams", "zadams", "designer"),
    ("王磊", "wanglei", "developer"),
    ("陈静", "chenjing", "qa"),
    ("李娜", "lina", "pm"),
    ("张伟", "zhangwei", "developer"),
    ("刘洋", "liuyang", "developer"),
    ("赵敏", "zhaomin", "designer"),
    ("黄晓明", "huangxm", "devops"),
    ("周杰", "zhoujie", "developer"),
    ("吴芳", "wufang", "qa"),
    ("孙浩", "sunhao", "developer"),
    ("Sam Wilson", "swilson2", "qa"),
    ("Amir Rahimi", "arahimi", "developer"),
    ("Beatriz Lima", "blima", "developer"),
    ("Chen Wei", "chenwei", "developer"),
    ("Dana White", "dwhite", "pm"),
    ("Erik Larsen", "elarsen", "developer"),
    ("Fatima Zahra", "fzahra", "qa"),
    ("George Hall", "ghall", "developer"),
    ("Hana Sato", "hsato", "designer"),
    ("Ivan Petrov", "ipetrov", "developer"),
    ("Julia Weber", "jweber", "developer"),
    ("Kofi Mensah", "kmensah", "devops"),
    ("Lena Schulz", "lschulz", "developer"),
    ("Marco Bianchi", "mbianchi", "developer"),
    ("Nadia Ali", "nali", "qa"),
    ("Oscar Lund", "olund", "developer"),
    ("马超", "machao", "developer"),
    ("Priya Raman", "praman", "developer"),
]
PROJECTS = [
    # key, name, started, archived, lead userName, team size, issue count
    ("WEB", "Web Storefront", "2023-03-01", None, "mpatel", 12, 80),
    ("MOB", "Mobile App", "2023-05-15", None, "gliu", 10, 70),
    ("API", "Public API", "2023-02-01", None, "tsingh", 9, 60),
    ("PAY", "支付中台", "2023-08-01", None, "lina", 8, 55),
    ("OPS", "Infrastructure", "2023-01-10", None, "lmartins", 6, 45),
    ("DATA", "Data Platform", "2023-09-01", None, "dwhite", 8, 50),
    ("DOCS", "Documentation", "2023-04-01", None, "mpatel", 5, 25),
    ("CRM", "客户管理系统", "2024-01-08", None, "lina", 7, 45),
    ("LEG", "Legacy Portal", "2022-06-01", "2024-06-30 18:00:00", "dwhite", 5, 20),
    ("AI", "Search Assistant", "2025-02-10", None, "tsingh", 4, 0),
]
LABELS = [
    ("frontend", "#1f77b4"),
    ("backend", "#ff7f0e"),
    ("ui", "#2ca02c"),
    ("performance", "#d62728"),
    ("security", "#9467bd"),
    ("regression", "#8c564b"),
    ("documentation", "#e377c2"),
    ("good first issue", "#7f7f7f"),
    ("customer-reported", "#bcbd22"),
    ("技术债", "#17becf"),
    ("flaky-test", "#aec7e8"),
    ("needs-design", "#ffbb78"),
]
UNUSED_LABEL = "needs-design"
THINGS = (
    "login page|checkout|search results|user profile|password reset|shopping cart|order history|"
    "notification settings|dashboard|export to CSV|payment webhook|invoice PDF|image upload|"
    "rate limiter|session timeout|dark mode|onboarding flow|admin panel|audit log|SSO login"
).split("|")
BUG_FORMS = ["{t} crashes on Safari", "{t} returns 500", "{t} is slow", "{t} shows wrong totals",
             "typo on {t}", "{t} broken after upgrade", "{t} times out", "{t} not loading on Android"]
STORY_FORMS = ["add {t}", "redesign {t}", "support filters in {t}", "localise {t}", "add tests for {t}",
               "migrate {t} to new API", "improve {t} accessibility"]
ZH_THINGS = ["支付回调", "退款流程", "对账报表", "客户列表", "合同审批", "短信通知", "发票开具", "会员积分", "权限管理"]
ZH_FORMS = ["{t}超时", "{t}数据不一致", "优化{t}性能", "新增{t}导出", "{t}页面报错", "重构{t}模块"]
BODIES = ["Can reproduce on staging.", "Fixed in the latest build, please verify.", "Any update on this?",
          "Duplicate of an older ticket?", "Adding logs from production.", "Blocked by the API change.",
          "Works for me on Chrome.", "PR is up for review.", "Moving to next sprint.", "LGTM, closing."]
ZH_BODIES = ["已复现，正在排查。", "修复已上线，请验证。", "这个需求下周排期。", "麻烦补充一下日志。", "和支付那边确认过了。"]


def ts(rng: random.Random, start: dt.datetime, end: dt.datetime) -> dt.datetime:
    seconds = int((end - start).total_seconds())
    value = start + dt.timedelta(seconds=rng.randint(0, max(seconds, 0)))
    return value.replace(second=0)


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    users: list[tuple[object, ...]] = []
    for uid, (display, login, role) in enumerate(USERS, start=1):
        joined = dt.date(2021, 1, 4) + dt.timedelta(days=rng.randint(0, 1100))
        active = 0 if uid in (9, 23, 41) else 1
        users.append((uid, login, display, f"{login}@tracker.example", role, iso(joined), active))
    uid_of = {str(u[1]): int(str(u[0])) for u in users}
    newcomer = uid_of["praman"]  # joined last, owns nothing
    users[newcomer - 1] = (*users[newcomer - 1][:5], "2025-02-24", 1)

    projects: list[tuple[object, ...]] = []
    for pid, (key, name, started, archived, lead, _size, _n) in enumerate(PROJECTS, start=1):
        projects.append((pid, key, name, uid_of[lead], started, archived))
    labels = [(i, name, color) for i, (name, color) in enumerate(LABELS, start=1)]
    label_id = {str(l[1]): int(str(l[0])) for l in labels}

    issues: list[list[object]] = []
    spent: set[int] = set()
    pool = [int(str(u[0])) for u in users if int(str(u[0])) != newcomer]
    end_all = dt.datetime(2025, 2, 28, 18, 0)
    teams: dict[int, list[int]] = {}
    for pid, (key, _name, started, archived, lead, size, count) in enumerate(PROJECTS, start=1):
        team = sorted(rng.sample(pool, size))
        teams[pid] = team
        start = dt.datetime.fromisoformat(started + " 09:00:00")
        end = dt.datetime.fromisoformat(archived) if archived else end_all
        chinese = key in ("PAY", "CRM")
        project_issues: list[list[object]] = []
        for number in range(1, count + 1):  # keys are renumbered in creation order below
            kind = rng.choices(["Bug", "Story", "Task", "Epic", "Sub-task"], weights=[35, 25, 20, 5, 15])[0]
            parent = None
            if kind == "Sub-task":
                parents = [i for i in project_issues if i[4] in ("Story", "Task")]
                if not parents:
                    kind = "Task"
                else:
                    parent = rng.choice(parents)
            if chinese and rng.random() < 0.7:
                title = rng.choice(ZH_FORMS).format(t=rng.choice(ZH_THINGS))
            elif kind == "Bug":
                title = rng.choice(BUG_FORMS).format(t=rng.choice(THINGS))
            elif kind == "Epic":
                title = f"{rng.choice(THINGS)} overhaul"
            else:
                title = rng.choice(STORY_FORMS).format(t=rng.choice(THINGS))
            created = ts(rng, start, end - dt.timedelta(days=3))
            if parent is not None:
                created = max(created, dt.datetime.fromisoformat(str(parent[12])) + dt.timedelta(hours=2))
            priority = rng.choices(["Highest", "High", "Medium", "Low", "Lowest"], weights=[6, 20, 45, 22, 7])[0]
            if archived:
                status = rng.choices(["Done", "Won't Do"], weights=[80, 20])[0]
            else:
                status = rng.choices(["To Do", "In Progress", "In Review", "Done", "Won't Do"],
                                     weights=[22, 14, 8, 48, 8])[0]
            resolved = None
            if status in ("Done", "Won't Do"):
                resolved = iso(ts(rng, created + dt.timedelta(hours=3), min(end, created + dt.timedelta(days=90))))
            assignee = None if (status == "To Do" and rng.random() < 0.5) or rng.random() < 0.05 else rng.choice(team)
            reporter = rng.choice(team + [uid_of[lead]])
            points = rng.choice([1, 2, 3, 5, 8, 13]) if kind in ("Story", "Task") and rng.random() < 0.85 else None
            seconds = 0 if status == "To Do" or assignee is None else unique_int(rng, 600, 144000, spent, step=60)
            due = None
            if rng.random() < 0.45:
                due = iso((created + dt.timedelta(days=rng.randint(5, 60))).date())
            project_issues.append(
                [0, pid, f"{key}-{number}", title, kind, priority, status, reporter, assignee,
                 parent, points, seconds, iso(created), resolved, due]
            )
        issues.extend(project_issues)
    # Global ids in creation order; parents always come before their sub-tasks.
    order = sorted(range(len(issues)), key=lambda i: (str(issues[i][12]), i))
    new_id = {id(issues[i]): n for n, i in enumerate(order, start=1)}
    out_issues: list[tuple[object, ...]] = []
    numbers: dict[str, int] = {}
    for i in order:
        row = list(issues[i])
        row[0] = new_id[id(issues[i])]
        key = str(row[2]).split("-")[0]
        numbers[key] = numbers.get(key, 0) + 1
        row[2] = f"{key}-{numbers[key]}"
        parent = row[9]
        row[9] = new_id[id(parent)] if parent is not None else None
        out_issues.append(tuple(row))

    comments: list[tuple[object, ...]] = []
    for row in out_issues:
        pid = int(str(row[1]))
        created = dt.datetime.fromisoformat(str(row[12]))
        until = dt.datetime.fromisoformat(str(row[13])) if row[13] else end_all
        for _ in range(rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 6])):
            author = rng.choice(teams[pid])
            body = rng.choice(ZH_BODIES if pid in (4, 8) and rng.random() < 0.6 else BODIES)
            comments.append([iso(ts(rng, created + dt.timedelta(minutes=5), until)), row[0], author, body])
    comments.sort(key=lambda c: (str(c[0]), int(str(c[1]))))
    out_comments = [(n, c[1], c[2], c[3], c[0]) for n, c in enumerate(comments, start=1)]

    links: list[tuple[object, ...]] = []
    used = [name for name, _c in LABELS if name != UNUSED_LABEL]
    for row in out_issues:
        key = str(row[2]).split("-")[0]
        kind = str(row[4])
        chosen: list[str] = []
        if kind == "Bug" and rng.random() < 0.5:
            chosen.append(rng.choice(["regression", "performance", "security", "customer-reported", "flaky-test"]))
        if key == "DOCS":
            chosen.append("documentation")
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            chosen.append(rng.choice(used))
        for name in sorted(set(chosen)):
            links.append((row[0], label_id[name]))
    links.sort(key=lambda l: (int(str(l[0])), int(str(l[1]))))
    return {
        "users": users,
        "projects": projects,
        "labels": labels,
        "issues": out_issues,
        "comments": out_comments,
        "issueLabels": links,
    }
