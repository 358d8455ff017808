-- Small-animal and mixed veterinary practice in County Galway, Ireland. Money in euro CENTS.
CREATE TABLE vets (
    vet_id INTEGER NOT NULL PRIMARY KEY,
    full_name VARCHAR(60) NOT NULL,
    role_code CHAR(3) NOT NULL,      -- DVM = veterinary surgeon, RVN = registered veterinary nurse, INT = intern
    supervisor_id INTEGER,           -- vet_id of the supervising vet; NULL for senior vets
    hired_on DATE NOT NULL,
    is_active SMALLINT NOT NULL,     -- 1 = still works here, 0 = has left
    FOREIGN KEY (supervisor_id) REFERENCES vets (vet_id)
);

CREATE TABLE owners (
    owner_id INTEGER NOT NULL PRIMARY KEY,
    first_name VARCHAR(30) NOT NULL,
    last_name VARCHAR(30) NOT NULL,
    town VARCHAR(30) NOT NULL,
    phone VARCHAR(20) NOT NULL,
    email VARCHAR(80),               -- NULL when not given
    registered_on DATE NOT NULL
);

CREATE TABLE pets (
    pet_id INTEGER NOT NULL PRIMARY KEY,
    owner_id INTEGER NOT NULL,
    pet_name VARCHAR(30) NOT NULL,
    species_code CHAR(1) NOT NULL,   -- D = dog, C = cat, R = rabbit, B = bird, G = guinea pig, H = horse
    breed VARCHAR(40),               -- NULL = unknown / mixed
    sex CHAR(1) NOT NULL,            -- M = male, F = female
    neutered SMALLINT NOT NULL,      -- 1 = neutered / spayed, 0 = intact
    birth_year INTEGER,              -- NULL when unknown (rescues)
    weight_g INTEGER,                -- last recorded weight in GRAMS
    microchip_no VARCHAR(15),        -- NULL = not chipped
    died_on DATE,                    -- NULL = alive
    FOREIGN KEY (owner_id) REFERENCES owners (owner_id)
);

CREATE TABLE treatments (
    treatment_id INTEGER NOT NULL PRIMARY KEY,
    treatment_name VARCHAR(60) NOT NULL,
    category VARCHAR(10) NOT NULL,   -- vaccine, drug, procedure, lab
    unit_price_cents INTEGER NOT NULL
);

CREATE TABLE visits (
    visit_id INTEGER NOT NULL PRIMARY KEY,
    pet_id INTEGER NOT NULL,
    vet_id INTEGER NOT NULL,
    visit_at TIMESTAMP NOT NULL,
    visit_type CHAR(2) NOT NULL,     -- WL = wellness / check-up, SK = sick visit, EM = emergency, SU = surgery, FU = follow-up
    reason VARCHAR(80),
    consult_fee_cents INTEGER NOT NULL,
    paid SMALLINT NOT NULL,          -- 1 = settled, 0 = outstanding
    FOREIGN KEY (pet_id) REFERENCES pets (pet_id),
    FOREIGN KEY (vet_id) REFERENCES vets (vet_id)
);

CREATE TABLE visit_treatments (
    visit_id INTEGER NOT NULL,
    treatment_id INTEGER NOT NULL,
    qty INTEGER NOT NULL,
    PRIMARY KEY (visit_id, treatment_id),
    FOREIGN KEY (visit_id) REFERENCES visits (visit_id),
    FOREIGN KEY (treatment_id) REFERENCES treatments (treatment_id)
);
