CREATE TABLE t_line (
    line_id INTEGER NOT NULL PRIMARY KEY,
    line_code VARCHAR(8) NOT NULL,
    line_name VARCHAR(40) NOT NULL,
    line_mode VARCHAR(10) NOT NULL,
    line_color VARCHAR(20),
    opened_year INTEGER NOT NULL,
    route_km DECIMAL(5,1) NOT NULL,
    is_night INTEGER NOT NULL
);

CREATE TABLE t_stop (
    stop_id INTEGER NOT NULL PRIMARY KEY,
    stop_name VARCHAR(40) NOT NULL,
    stop_name_en VARCHAR(60) NOT NULL,
    district VARCHAR(20) NOT NULL,
    has_lift INTEGER NOT NULL,
    opened_date DATE
);

CREATE TABLE t_line_stop (
    line_id INTEGER NOT NULL,
    stop_id INTEGER NOT NULL,
    seq_no INTEGER NOT NULL,
    km_from_start DECIMAL(5,1) NOT NULL,
    PRIMARY KEY (line_id, stop_id),
    FOREIGN KEY (line_id) REFERENCES t_line (line_id),
    FOREIGN KEY (stop_id) REFERENCES t_stop (stop_id)
);

CREATE TABLE t_vehicle (
    vehicle_id INTEGER NOT NULL PRIMARY KEY,
    fleet_no VARCHAR(12) NOT NULL,
    vehicle_type VARCHAR(20) NOT NULL,
    maker VARCHAR(40) NOT NULL,
    built_year INTEGER NOT NULL,
    capacity INTEGER NOT NULL,
    home_line_id INTEGER,
    retired_date DATE,
    FOREIGN KEY (home_line_id) REFERENCES t_line (line_id)
);

CREATE TABLE t_trip (
    trip_id INTEGER NOT NULL PRIMARY KEY,
    line_id INTEGER NOT NULL,
    vehicle_id INTEGER,
    from_stop_id INTEGER NOT NULL,
    to_stop_id INTEGER NOT NULL,
    sched_dep TIMESTAMP NOT NULL,
    trip_status VARCHAR(12) NOT NULL,
    delay_sec INTEGER,
    boardings INTEGER,
    FOREIGN KEY (line_id) REFERENCES t_line (line_id),
    FOREIGN KEY (vehicle_id) REFERENCES t_vehicle (vehicle_id),
    FOREIGN KEY (from_stop_id) REFERENCES t_stop (stop_id),
    FOREIGN KEY (to_stop_id) REFERENCES t_stop (stop_id)
);
