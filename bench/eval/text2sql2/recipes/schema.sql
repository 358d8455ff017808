-- Recipe-sharing site. Members ("cooks") publish recipes and rate each other's recipes.
CREATE TABLE cooks (
    cook_id INTEGER PRIMARY KEY,
    username VARCHAR(40) NOT NULL,       -- login handle, unique
    display_name VARCHAR(60) NOT NULL,   -- public name shown on the site; not unique
    country VARCHAR(40) NOT NULL,        -- country the member lives in (English name)
    joined_on DATE NOT NULL,             -- date the member signed up
    is_pro INTEGER NOT NULL              -- 1 = verified professional chef, 0 = home cook
);

CREATE TABLE ingredients (
    ingredient_id INTEGER PRIMARY KEY,
    name VARCHAR(60) NOT NULL,           -- English, lower case; some Chinese pantry items keep their Chinese name
    category VARCHAR(20) NOT NULL,       -- grain, dairy, egg, meat, seafood, legume, vegetable, fruit, oil, spice, herb, sauce, sweetener, nut, other
    price_per_kg DECIMAL(8,2),           -- typical retail price in USD per kilogram; NULL = not sold by weight
    allergen VARCHAR(20)                 -- main allergen (gluten, milk, egg, soy, peanut, tree nut, fish, shellfish, sesame); NULL = none
);

CREATE TABLE recipes (
    recipe_id INTEGER PRIMARY KEY,
    title VARCHAR(100) NOT NULL,         -- recipe name as posted (English or Chinese)
    cook_id INTEGER NOT NULL,            -- author
    cuisine VARCHAR(30) NOT NULL,        -- e.g. Sichuan, Cantonese, Jiangnan, Chinese (home-style), Italian, Thai
    course VARCHAR(20) NOT NULL,         -- main, side, soup, salad, appetizer, dessert, breakfast, drink
    total_time_sec INTEGER NOT NULL,     -- preparation plus cooking time, in seconds
    servings INTEGER NOT NULL,           -- number of portions the recipe makes
    kcal_per_serving INTEGER,            -- energy per portion in kcal; NULL = not given
    difficulty VARCHAR(10) NOT NULL,     -- easy, medium or hard
    published_at TIMESTAMP,              -- when the recipe went public; NULL = still a draft
    based_on_id INTEGER,                 -- the recipe this one is a variation of; NULL = original
    FOREIGN KEY (cook_id) REFERENCES cooks (cook_id),
    FOREIGN KEY (based_on_id) REFERENCES recipes (recipe_id)
);

CREATE TABLE recipe_ingredients (
    recipe_id INTEGER NOT NULL,
    ingredient_id INTEGER NOT NULL,
    qty DECIMAL(8,2) NOT NULL,           -- amount, in the unit below
    unit VARCHAR(10) NOT NULL,           -- g, ml, tsp, tbsp or pcs (pieces)
    is_optional INTEGER NOT NULL,        -- 1 = optional ingredient
    PRIMARY KEY (recipe_id, ingredient_id),
    FOREIGN KEY (recipe_id) REFERENCES recipes (recipe_id),
    FOREIGN KEY (ingredient_id) REFERENCES ingredients (ingredient_id)
);

CREATE TABLE ratings (
    rating_id INTEGER PRIMARY KEY,
    recipe_id INTEGER NOT NULL,
    cook_id INTEGER NOT NULL,            -- the member who rated (never the author)
    stars INTEGER NOT NULL,              -- 1 to 5
    rated_at TIMESTAMP NOT NULL,
    review_text VARCHAR(200),            -- optional short review; NULL = stars only
    FOREIGN KEY (recipe_id) REFERENCES recipes (recipe_id),
    FOREIGN KEY (cook_id) REFERENCES cooks (cook_id)
);
