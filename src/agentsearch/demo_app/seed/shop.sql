-- Demo shop: products, customers and orders for agentsearch's db handler (fictional data).
-- Portable SQL (SQLite, PostgreSQL, MySQL/MariaDB); applied by agentsearch.handlers.db.demo.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  brand VARCHAR(80) NOT NULL,
  category VARCHAR(80) NOT NULL,
  price DECIMAL(10, 2) NOT NULL,
  stock INTEGER NOT NULL DEFAULT 0,
  rating FLOAT,
  description TEXT,
  released_at DATE
);
CREATE INDEX idx_products_brand ON products (brand);
CREATE INDEX idx_products_category ON products (category);
CREATE INDEX idx_products_price ON products (price);
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name VARCHAR(120) NOT NULL,
  email VARCHAR(160) NOT NULL,
  country VARCHAR(80) NOT NULL,
  city VARCHAR(80),
  segment VARCHAR(20) NOT NULL,
  signed_up_at DATE
);
CREATE INDEX idx_customers_country ON customers (country);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL,
  total DECIMAL(10, 2) NOT NULL,
  status VARCHAR(20) NOT NULL,
  ordered_at TIMESTAMP NOT NULL
);
CREATE INDEX idx_orders_customer ON orders (customer_id);
CREATE INDEX idx_orders_product ON orders (product_id);
CREATE INDEX idx_orders_status ON orders (status);
CREATE INDEX idx_orders_ordered_at ON orders (ordered_at);

INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (1, 'iPhone 15', 'Apple', 'Smartphones', 799.00, 120, 4.6, '6.1-inch smartphone with A16 Bionic chip and 48MP camera', '2023-09-22');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (2, 'iPhone 15 Pro', 'Apple', 'Smartphones', 999.00, 80, 4.7, 'Titanium smartphone with A17 Pro chip and 3x telephoto camera', '2023-09-22');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (3, 'MacBook Air 13 M3', 'Apple', 'Laptops', 1099.00, 45, 4.8, 'Thin and light laptop with the M3 chip and 18-hour battery life', '2024-03-08');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (4, 'MacBook Pro 14', 'Apple', 'Laptops', 1599.00, 30, 4.8, 'Pro laptop with M3 Pro chip and Liquid Retina XDR display', '2023-11-07');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (5, 'iPad Air 11', 'Apple', 'Tablets', 599.00, 60, 4.7, '11-inch tablet with the M2 chip and Apple Pencil Pro support', '2024-05-15');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (6, 'AirPods Pro 2', 'Apple', 'Headphones', 249.00, 200, 4.7, 'Wireless noise cancelling earbuds with USB-C charging case', '2022-09-23');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (7, 'Apple Watch Series 9', 'Apple', 'Wearables', 399.00, 75, 4.6, 'Smartwatch with double tap gesture and blood oxygen sensor', '2023-09-22');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (8, 'AirTag', 'Apple', 'Accessories', 29.00, 500, 4.5, 'Bluetooth item tracker that works with the Find My network', '2021-04-30');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (9, 'Magic Mouse', 'Apple', 'Accessories', 79.00, 0, 4.0, 'Wireless rechargeable mouse with Multi-Touch surface', '2021-05-21');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (10, 'Galaxy S24', 'Samsung', 'Smartphones', 799.00, 110, 4.5, '6.2-inch smartphone with Galaxy AI and 50MP camera', '2024-01-31');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (11, 'Galaxy S24 Ultra', 'Samsung', 'Smartphones', 1299.00, 40, 4.7, 'Flagship smartphone with built-in S Pen and 200MP camera', '2024-01-31');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (12, 'Galaxy A15', 'Samsung', 'Smartphones', 199.00, 300, 4.2, 'Budget smartphone with 6.5-inch display and 5000mAh battery', '2023-12-16');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (13, 'Galaxy Tab S9', 'Samsung', 'Tablets', 799.00, 35, 4.6, '11-inch AMOLED tablet with S Pen included', '2023-08-11');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (14, 'Galaxy Buds2 Pro', 'Samsung', 'Headphones', 229.00, 90, 4.4, 'Wireless earbuds with active noise cancellation and 24-bit audio', '2022-08-26');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (15, 'Galaxy Watch6', 'Samsung', 'Wearables', 299.00, 70, 4.3, 'Smartwatch with sleep coaching and heart rate tracking', '2023-08-11');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (16, 'Crystal UHD 55 TV', 'Samsung', 'TVs', 479.00, 25, 4.4, '55-inch 4K smart TV with Crystal Processor', '2023-03-15');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (17, 'T7 Portable SSD 1TB', 'Samsung', 'Storage', 109.00, 150, 4.8, 'Pocket-sized USB 3.2 external solid state drive', '2020-01-07');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (18, 'WH-1000XM5', 'Sony', 'Headphones', 399.00, 55, 4.7, 'Over-ear wireless headphones with industry-leading noise cancelling', '2022-05-20');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (19, 'WF-1000XM5', 'Sony', 'Headphones', 299.00, 65, 4.5, 'Wireless noise cancelling earbuds with high-resolution audio', '2023-07-24');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (20, 'Bravia XR A80L 65', 'Sony', 'TVs', 1799.00, 12, 4.7, '65-inch 4K OLED TV with Cognitive Processor XR', '2023-04-01');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (21, 'PlayStation 5', 'Sony', 'Gaming', 499.00, 40, 4.8, 'Game console with ultra-high speed SSD and DualSense controller', '2020-11-12');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (22, 'Alpha 7 IV', 'Sony', 'Cameras', 2499.00, 8, 4.8, 'Full-frame mirrorless camera with 33MP sensor', '2021-12-23');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (23, 'SRS-XB100', 'Sony', 'Speakers', 59.00, 140, 4.4, 'Compact waterproof Bluetooth speaker', '2023-05-10');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (24, 'Pixel 8', 'Google', 'Smartphones', 699.00, 85, 4.5, 'Smartphone with Google Tensor G3 and seven years of updates', '2023-10-12');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (25, 'Pixel Buds Pro', 'Google', 'Headphones', 199.00, 0, 4.2, 'Wireless earbuds with active noise cancellation', '2022-07-28');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (26, 'Nest Mini', 'Google', 'Smart Home', 49.00, 220, 4.5, 'Smart speaker with Google Assistant', '2019-10-22');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (27, 'Surface Laptop 5', 'Microsoft', 'Laptops', 999.00, 20, 4.4, '13.5-inch touchscreen laptop with Intel Core i5', '2022-10-25');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (28, 'Xbox Series X', 'Microsoft', 'Gaming', 499.00, 30, 4.8, '4K game console with 1TB SSD', '2020-11-10');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (29, 'Xbox Wireless Controller', 'Microsoft', 'Gaming', 59.00, 180, 4.6, 'Wireless controller with textured grips and share button', '2020-11-10');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (30, 'XPS 13', 'Dell', 'Laptops', 1299.00, 18, 4.3, '13.4-inch ultrabook with InfinityEdge display', '2023-01-05');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (31, 'UltraSharp 27 4K Monitor', 'Dell', 'Monitors', 579.00, 22, 4.6, '27-inch 4K USB-C hub monitor with IPS Black', '2022-03-10');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (32, 'ThinkPad X1 Carbon', 'Lenovo', 'Laptops', 1649.00, 15, 4.6, '14-inch business laptop with carbon fibre chassis', '2023-02-20');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (33, 'IdeaPad Slim 5', 'Lenovo', 'Laptops', 699.00, 50, 4.3, '14-inch everyday laptop with AMD Ryzen 7', '2023-06-01');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (34, 'Tab M10', 'Lenovo', 'Tablets', 149.00, 95, 4.1, '10-inch family tablet with Dolby Atmos speakers', '2022-02-15');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (35, 'Spectre x360 14', 'HP', 'Laptops', 1499.00, 10, 4.5, 'Convertible 2-in-1 laptop with OLED touchscreen', '2023-04-20');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (36, 'LaserJet M110w', 'HP', 'Printers', 99.00, 60, 4.0, 'Compact wireless monochrome laser printer', '2021-03-01');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (37, 'QuietComfort Ultra Headphones', 'Bose', 'Headphones', 429.00, 40, 4.6, 'Over-ear headphones with immersive spatial audio and noise cancelling', '2023-10-05');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (38, 'SoundLink Flex', 'Bose', 'Speakers', 149.00, 110, 4.7, 'Portable waterproof Bluetooth speaker', '2020-10-15');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (39, 'MX Master 3S', 'Logitech', 'Accessories', 99.00, 160, 4.8, 'Wireless performance mouse with quiet clicks', '2022-05-24');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (40, 'MX Keys S', 'Logitech', 'Accessories', 109.00, 130, 4.7, 'Wireless illuminated keyboard with smart actions', '2023-04-25');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (41, 'C920 HD Pro Webcam', 'Logitech', 'Accessories', 69.00, 210, 4.5, '1080p webcam with stereo microphones', '2019-01-10');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (42, 'Redmi Note 13', 'Xiaomi', 'Smartphones', 249.00, 260, 4.3, 'Smartphone with 108MP camera and AMOLED display', '2024-01-15');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (43, 'Smart Band 8', 'Xiaomi', 'Wearables', 49.00, 300, 4.4, 'Fitness tracker with 16-day battery life', '2023-04-18');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (44, 'MatePad 11.5', 'Huawei', 'Tablets', 349.00, 45, 4.3, '11.5-inch tablet with 120Hz display', '2023-05-18');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (45, 'Switch OLED', 'Nintendo', 'Gaming', 349.00, 70, 4.8, 'Hybrid game console with a 7-inch OLED screen', '2021-10-08');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (46, 'PowerCore 10000', 'Anker', 'Accessories', 29.00, 400, 4.6, 'Compact 10000mAh portable charger', '2019-06-01');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (47, 'Flip 6', 'JBL', 'Speakers', 129.00, 120, 4.7, 'Portable waterproof speaker with bold sound', '2021-11-01');
INSERT INTO products (id, name, brand, category, price, stock, rating, description, released_at) VALUES (48, 'EOS R50', 'Canon', 'Cameras', 679.00, 14, 4.5, 'Compact mirrorless camera for creators with 4K video', '2023-03-01');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (1, 'Olivia Smith', 'olivia.smith@example.com', 'USA', 'New York', 'consumer', '2021-05-01');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (2, 'Liam Johnson', 'liam.johnson@example.com', 'USA', 'Chicago', 'business', '2022-04-12');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (3, 'Emma Brown', 'emma.brown@example.com', 'USA', 'Seattle', 'consumer', '2022-03-07');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (4, 'Lucas Silva', 'lucas.silva@example.com', 'Brazil', 'São Paulo', 'consumer', '2022-05-03');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (5, 'Ana Souza', 'ana.souza@example.com', 'Brazil', 'Rio de Janeiro', 'business', '2023-03-15');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (6, 'Pedro Almeida', 'pedro.almeida@example.com', 'Brazil', 'Brasília', 'consumer', '2021-09-23');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (7, 'Hannah Müller', 'hannah.mller@example.com', 'Germany', 'Berlin', 'consumer', '2022-08-22');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (8, 'Felix Schneider', 'felix.schneider@example.com', 'Germany', 'Munich', 'business', '2023-05-24');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (9, 'Camille Martin', 'camille.martin@example.com', 'France', 'Paris', 'consumer', '2021-09-01');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (10, 'Hugo Bernard', 'hugo.bernard@example.com', 'France', 'Lyon', 'consumer', '2022-03-11');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (11, 'Oliver Taylor', 'oliver.taylor@example.com', 'United Kingdom', 'London', 'business', '2021-11-22');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (12, 'Amelia Wilson', 'amelia.wilson@example.com', 'United Kingdom', 'Manchester', 'consumer', '2021-07-26');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (13, 'Noah Tremblay', 'noah.tremblay@example.com', 'Canada', 'Toronto', 'consumer', '2022-03-21');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (14, 'Chloé Gagnon', 'chlo.gagnon@example.com', 'Canada', 'Montreal', 'business', '2022-06-30');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (15, 'Haruto Sato', 'haruto.sato@example.com', 'Japan', 'Tokyo', 'consumer', '2022-01-23');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (16, 'Yui Suzuki', 'yui.suzuki@example.com', 'Japan', 'Osaka', 'consumer', '2023-05-23');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (17, 'Wang Fang', 'wang.fang@example.com', 'China', 'Shanghai', 'business', '2021-03-20');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (18, 'Li Wei', 'li.wei@example.com', 'China', 'Beijing', 'consumer', '2021-12-31');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (19, 'Aarav Sharma', 'aarav.sharma@example.com', 'India', 'Bangalore', 'consumer', '2022-03-02');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (20, 'Priya Patel', 'priya.patel@example.com', 'India', 'Mumbai', 'business', '2021-10-26');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (21, 'Jack Williams', 'jack.williams@example.com', 'Australia', 'Sydney', 'consumer', '2023-04-26');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (22, 'Mia Jones', 'mia.jones@example.com', 'Australia', 'Melbourne', 'consumer', '2023-05-25');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (23, 'Sofía Hernández', 'sofa.hernndez@example.com', 'Mexico', 'Mexico City', 'consumer', '2022-08-06');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (24, 'Mateo García', 'mateo.garca@example.com', 'Spain', 'Madrid', 'business', '2022-06-07');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (25, 'Giulia Rossi', 'giulia.rossi@example.com', 'Italy', 'Milan', 'consumer', '2021-12-11');
INSERT INTO customers (id, name, email, country, city, segment, signed_up_at) VALUES (26, 'Lukas Novak', 'lukas.novak@example.com', 'Czech Republic', 'Prague', 'consumer', '2021-02-21');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (1, 5, 42, 2, 498.00, 'delivered', '2024-03-05 21:48:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (2, 5, 33, 1, 699.00, 'cancelled', '2024-03-05 19:50:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (3, 18, 5, 2, 1198.00, 'delivered', '2024-04-21 10:10:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (4, 9, 3, 1, 1099.00, 'paid', '2024-03-01 03:53:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (5, 7, 30, 1, 1299.00, 'shipped', '2024-03-03 22:14:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (6, 9, 20, 1, 1799.00, 'delivered', '2023-03-08 08:25:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (7, 5, 15, 2, 598.00, 'paid', '2024-09-12 08:39:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (8, 11, 26, 1, 49.00, 'pending', '2023-11-01 15:39:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (9, 10, 10, 2, 1598.00, 'delivered', '2023-07-27 21:32:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (10, 9, 21, 1, 499.00, 'delivered', '2024-07-18 05:33:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (11, 3, 14, 1, 229.00, 'paid', '2023-10-05 16:26:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (12, 14, 31, 2, 1158.00, 'delivered', '2024-01-28 15:51:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (13, 11, 6, 3, 747.00, 'delivered', '2023-11-09 23:52:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (14, 18, 43, 1, 49.00, 'delivered', '2024-07-28 10:26:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (15, 22, 40, 1, 109.00, 'shipped', '2024-09-05 23:21:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (16, 16, 25, 1, 199.00, 'delivered', '2023-04-23 12:26:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (17, 11, 45, 2, 698.00, 'shipped', '2024-09-04 21:09:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (18, 14, 17, 2, 218.00, 'delivered', '2023-09-10 08:12:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (19, 6, 25, 2, 398.00, 'delivered', '2023-07-07 01:19:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (20, 22, 15, 1, 299.00, 'paid', '2024-03-08 02:31:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (21, 5, 40, 3, 327.00, 'paid', '2023-12-06 16:53:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (22, 11, 32, 1, 1649.00, 'shipped', '2023-09-23 19:19:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (23, 18, 13, 1, 799.00, 'shipped', '2024-09-16 14:49:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (24, 9, 22, 1, 2499.00, 'shipped', '2023-08-10 13:02:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (25, 21, 8, 3, 87.00, 'cancelled', '2023-01-13 03:36:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (26, 2, 18, 1, 399.00, 'delivered', '2023-04-10 03:37:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (27, 3, 6, 2, 498.00, 'paid', '2023-11-30 10:41:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (28, 21, 6, 1, 249.00, 'pending', '2024-04-07 04:04:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (29, 15, 24, 2, 1398.00, 'delivered', '2024-04-24 22:42:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (30, 12, 35, 1, 1499.00, 'delivered', '2024-10-18 14:31:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (31, 21, 25, 1, 199.00, 'shipped', '2024-02-26 08:32:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (32, 4, 36, 1, 99.00, 'delivered', '2023-06-02 09:42:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (33, 18, 48, 2, 1358.00, 'delivered', '2023-01-13 01:24:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (34, 11, 35, 3, 4497.00, 'paid', '2024-06-25 05:19:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (35, 7, 31, 3, 1737.00, 'delivered', '2023-03-04 06:47:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (36, 8, 45, 1, 349.00, 'pending', '2023-10-19 22:53:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (37, 23, 19, 2, 598.00, 'paid', '2023-08-30 10:27:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (38, 4, 37, 2, 858.00, 'cancelled', '2023-10-03 01:19:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (39, 25, 39, 3, 297.00, 'delivered', '2023-08-20 23:20:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (40, 5, 29, 1, 59.00, 'delivered', '2023-09-19 09:21:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (41, 2, 45, 2, 698.00, 'delivered', '2023-06-13 00:16:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (42, 6, 44, 1, 349.00, 'shipped', '2023-05-18 06:43:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (43, 18, 19, 2, 598.00, 'paid', '2024-04-07 14:12:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (44, 10, 15, 1, 299.00, 'shipped', '2024-11-19 09:41:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (45, 6, 21, 1, 499.00, 'delivered', '2024-07-14 12:58:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (46, 8, 37, 2, 858.00, 'paid', '2024-08-01 20:40:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (47, 14, 12, 1, 199.00, 'delivered', '2023-06-07 04:45:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (48, 20, 43, 1, 49.00, 'paid', '2023-10-15 07:13:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (49, 22, 5, 2, 1198.00, 'delivered', '2023-07-29 10:28:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (50, 25, 29, 1, 59.00, 'shipped', '2024-01-07 00:32:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (51, 10, 38, 2, 298.00, 'delivered', '2024-02-25 00:53:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (52, 16, 29, 2, 118.00, 'shipped', '2023-07-24 17:32:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (53, 21, 21, 2, 998.00, 'paid', '2023-08-24 04:09:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (54, 3, 10, 1, 799.00, 'delivered', '2024-04-10 13:19:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (55, 6, 46, 2, 58.00, 'delivered', '2024-03-06 22:44:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (56, 18, 6, 1, 249.00, 'delivered', '2024-04-26 07:08:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (57, 23, 28, 1, 499.00, 'delivered', '2024-06-15 17:10:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (58, 15, 47, 2, 258.00, 'paid', '2024-11-17 09:29:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (59, 13, 15, 3, 897.00, 'paid', '2023-12-13 18:00:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (60, 23, 12, 1, 199.00, 'cancelled', '2023-01-18 22:51:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (61, 2, 48, 1, 679.00, 'delivered', '2023-07-11 10:40:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (62, 22, 20, 1, 1799.00, 'paid', '2024-10-31 04:48:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (63, 24, 46, 1, 29.00, 'shipped', '2023-03-07 04:40:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (64, 11, 33, 3, 2097.00, 'paid', '2024-04-04 05:36:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (65, 6, 4, 3, 4797.00, 'shipped', '2023-08-04 21:22:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (66, 11, 36, 3, 297.00, 'pending', '2024-11-25 01:39:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (67, 1, 9, 1, 79.00, 'delivered', '2024-03-18 12:15:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (68, 11, 31, 2, 1158.00, 'cancelled', '2023-07-20 15:21:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (69, 1, 8, 3, 87.00, 'shipped', '2024-03-01 18:18:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (70, 18, 9, 3, 237.00, 'cancelled', '2023-12-19 21:52:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (71, 18, 39, 3, 297.00, 'shipped', '2023-10-26 08:50:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (72, 4, 21, 2, 998.00, 'delivered', '2024-10-23 16:10:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (73, 19, 3, 1, 1099.00, 'pending', '2024-04-10 23:09:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (74, 23, 42, 1, 249.00, 'paid', '2024-04-09 00:09:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (75, 10, 2, 1, 999.00, 'delivered', '2024-06-20 00:38:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (76, 6, 16, 1, 479.00, 'shipped', '2024-01-03 10:16:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (77, 11, 33, 1, 699.00, 'paid', '2024-09-12 12:27:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (78, 17, 38, 2, 298.00, 'shipped', '2024-06-26 04:58:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (79, 12, 20, 1, 1799.00, 'shipped', '2023-12-21 05:37:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (80, 9, 19, 2, 598.00, 'cancelled', '2023-07-19 06:39:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (81, 6, 2, 1, 999.00, 'paid', '2024-09-04 04:30:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (82, 24, 3, 1, 1099.00, 'shipped', '2024-09-20 15:09:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (83, 17, 35, 1, 1499.00, 'shipped', '2023-11-09 04:11:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (84, 19, 31, 2, 1158.00, 'delivered', '2024-07-22 09:48:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (85, 9, 43, 1, 49.00, 'pending', '2024-08-24 08:37:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (86, 10, 48, 2, 1358.00, 'paid', '2023-04-25 05:58:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (87, 16, 5, 1, 599.00, 'delivered', '2024-05-14 03:03:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (88, 18, 22, 1, 2499.00, 'shipped', '2023-05-17 16:24:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (89, 25, 44, 1, 349.00, 'delivered', '2023-10-16 16:00:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (90, 20, 24, 1, 699.00, 'pending', '2024-01-24 16:59:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (91, 1, 1, 2, 1598.00, 'paid', '2024-11-09 16:42:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (92, 13, 8, 1, 29.00, 'shipped', '2023-07-22 21:00:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (93, 11, 40, 2, 218.00, 'delivered', '2023-02-02 13:17:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (94, 13, 17, 1, 109.00, 'paid', '2024-11-24 12:58:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (95, 9, 38, 1, 149.00, 'shipped', '2024-10-28 06:48:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (96, 10, 23, 1, 59.00, 'delivered', '2024-02-19 21:27:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (97, 23, 33, 1, 699.00, 'delivered', '2024-07-14 09:25:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (98, 17, 27, 3, 2997.00, 'shipped', '2023-03-21 23:26:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (99, 8, 25, 2, 398.00, 'delivered', '2024-08-25 15:34:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (100, 7, 19, 1, 299.00, 'delivered', '2023-07-03 16:24:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (101, 16, 4, 2, 3198.00, 'pending', '2024-10-22 12:05:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (102, 16, 35, 3, 4497.00, 'paid', '2023-04-11 01:41:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (103, 3, 9, 1, 79.00, 'delivered', '2024-02-16 14:50:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (104, 5, 7, 1, 399.00, 'delivered', '2024-09-26 12:55:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (105, 21, 31, 1, 579.00, 'cancelled', '2024-02-23 21:23:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (106, 12, 27, 1, 999.00, 'delivered', '2024-03-18 05:03:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (107, 2, 29, 1, 59.00, 'delivered', '2024-09-23 19:39:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (108, 10, 3, 1, 1099.00, 'paid', '2023-03-16 15:00:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (109, 11, 32, 1, 1649.00, 'paid', '2023-11-11 20:50:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (110, 7, 11, 1, 1299.00, 'delivered', '2024-05-15 15:16:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (111, 13, 41, 3, 207.00, 'paid', '2024-03-21 03:54:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (112, 13, 6, 1, 249.00, 'shipped', '2024-10-23 09:33:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (113, 12, 33, 2, 1398.00, 'shipped', '2024-10-25 06:00:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (114, 21, 20, 3, 5397.00, 'paid', '2024-11-04 05:45:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (115, 6, 18, 1, 399.00, 'shipped', '2023-12-17 11:28:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (116, 21, 7, 2, 798.00, 'delivered', '2024-09-11 20:57:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (117, 8, 2, 1, 999.00, 'delivered', '2023-08-22 01:13:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (118, 12, 21, 2, 998.00, 'delivered', '2023-02-22 13:35:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (119, 11, 15, 1, 299.00, 'delivered', '2023-08-24 00:11:00');
INSERT INTO orders (id, customer_id, product_id, quantity, total, status, ordered_at) VALUES (120, 3, 25, 1, 199.00, 'delivered', '2024-08-03 06:04:00');
