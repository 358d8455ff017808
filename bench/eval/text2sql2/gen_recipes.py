"""Recipe site (snake_case plural, column comments): cooks, recipes (self-referencing variations),
ingredients (some Chinese names), recipe_ingredients (quantities and units), ratings.

Recipe times are stored in seconds; ingredient prices per kilogram; quantities in the unit given.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

INGREDIENTS = [
    # name, category, price per kg (None: not sold by weight), allergen, default unit
    ("all-purpose flour", "grain", 1.80, "gluten", "g"),
    ("bread flour", "grain", 2.40, "gluten", "g"),
    ("rice", "grain", 2.20, None, "g"),
    ("spaghetti", "grain", 3.50, "gluten", "g"),
    ("lasagna sheets", "grain", 4.80, "gluten", "g"),
    ("macaroni", "grain", 3.20, "gluten", "g"),
    ("rice noodles", "grain", 4.20, None, "g"),
    ("corn tortillas", "grain", 7.00, None, "pcs"),
    ("baguette", "grain", 6.00, "gluten", "pcs"),
    ("rolled oats", "grain", 3.00, "gluten", "g"),
    ("butter", "dairy", 9.50, "milk", "g"),
    ("milk", "dairy", 1.20, "milk", "ml"),
    ("heavy cream", "dairy", 5.80, "milk", "ml"),
    ("yogurt", "dairy", 4.50, "milk", "g"),
    ("parmesan", "dairy", 24.00, "milk", "g"),
    ("mozzarella", "dairy", 11.50, "milk", "g"),
    ("cheddar", "dairy", 13.00, "milk", "g"),
    ("feta", "dairy", 14.00, "milk", "g"),
    ("eggs", "egg", 5.20, "egg", "pcs"),
    ("chicken breast", "meat", 11.00, None, "g"),
    ("chicken thigh", "meat", 8.50, None, "g"),
    ("pork belly", "meat", 12.50, None, "g"),
    ("pork loin", "meat", 10.80, None, "g"),
    ("pork ribs", "meat", 11.50, None, "g"),
    ("ground pork", "meat", 9.00, None, "g"),
    ("ground beef", "meat", 10.50, None, "g"),
    ("lamb shoulder", "meat", 18.00, None, "g"),
    ("bacon", "meat", 14.00, None, "g"),
    ("shrimp", "seafood", 22.00, "shellfish", "g"),
    ("salmon fillet", "seafood", 28.00, "fish", "g"),
    ("white fish", "seafood", 19.00, "fish", "g"),
    ("tofu", "legume", 3.20, "soy", "g"),
    ("chickpeas", "legume", 2.90, None, "g"),
    ("black beans", "legume", 3.10, None, "g"),
    ("lentils", "legume", 2.60, None, "g"),
    ("onion", "vegetable", 1.60, None, "pcs"),
    ("garlic", "vegetable", 6.50, None, "pcs"),
    ("ginger", "vegetable", 7.20, None, "g"),
    ("tomato", "vegetable", 3.40, None, "g"),
    ("canned tomatoes", "vegetable", 2.80, None, "g"),
    ("potato", "vegetable", 1.30, None, "g"),
    ("carrot", "vegetable", 1.40, None, "g"),
    ("bell pepper", "vegetable", 4.50, None, "pcs"),
    ("spinach", "vegetable", 8.00, None, "g"),
    ("mushrooms", "vegetable", 7.50, None, "g"),
    ("scallion", "vegetable", 5.00, None, "pcs"),
    ("eggplant", "vegetable", 3.90, None, "g"),
    ("zucchini", "vegetable", 3.20, None, "g"),
    ("cabbage", "vegetable", 1.50, None, "g"),
    ("cucumber", "vegetable", 2.50, None, "g"),
    ("broccoli", "vegetable", 4.80, None, "g"),
    ("lettuce", "vegetable", 3.00, None, "g"),
    ("avocado", "fruit", 9.00, None, "pcs"),
    ("lemon", "fruit", 3.80, None, "pcs"),
    ("lime", "fruit", 4.50, None, "pcs"),
    ("apple", "fruit", 2.90, None, "g"),
    ("banana", "fruit", 1.90, None, "pcs"),
    ("mango", "fruit", 5.50, None, "pcs"),
    ("strawberries", "fruit", 9.50, None, "g"),
    ("coconut milk", "other", 4.20, None, "ml"),
    ("olive oil", "oil", 9.80, None, "tbsp"),
    ("vegetable oil", "oil", 2.60, None, "tbsp"),
    ("sesame oil", "oil", 14.00, "sesame", "tsp"),
    ("salt", "spice", 0.80, None, "tsp"),
    ("black pepper", "spice", 28.00, None, "tsp"),
    ("cumin", "spice", 22.00, None, "tsp"),
    ("paprika", "spice", 19.00, None, "tsp"),
    ("cinnamon", "spice", 25.00, None, "tsp"),
    ("basil", "herb", 35.00, None, "g"),
    ("cilantro", "herb", 20.00, None, "g"),
    ("oregano", "herb", 30.00, None, "tsp"),
    ("curry paste", "sauce", 15.00, None, "tbsp"),
    ("fish sauce", "sauce", 6.00, "fish", "tbsp"),
    ("soy sauce", "sauce", 4.50, "soy", "tbsp"),
    ("miso paste", "sauce", 11.00, "soy", "tbsp"),
    ("tahini", "sauce", 15.00, "sesame", "tbsp"),
    ("tomato paste", "sauce", 5.50, None, "tbsp"),
    ("sugar", "sweetener", 1.10, None, "g"),
    ("brown sugar", "sweetener", 1.60, None, "g"),
    ("honey", "sweetener", 12.00, None, "tbsp"),
    ("maple syrup", "sweetener", 24.00, None, "ml"),
    ("dark chocolate", "sweetener", 18.00, None, "g"),
    ("cocoa powder", "sweetener", 14.00, None, "g"),
    ("peanuts", "nut", 6.50, "peanut", "g"),
    ("almonds", "nut", 16.00, "tree nut", "g"),
    ("walnuts", "nut", 18.50, "tree nut", "g"),
    ("vanilla extract", "other", None, None, "tsp"),
    ("baking powder", "other", None, None, "tsp"),
    ("dry yeast", "other", None, None, "g"),
    ("豆瓣酱", "sauce", 12.00, "soy", "tbsp"),
    ("花椒", "spice", 60.00, None, "tsp"),
    ("生抽", "sauce", 5.00, "soy", "tbsp"),
    ("老抽", "sauce", 5.50, "soy", "tbsp"),
    ("绍兴酒", "sauce", 7.00, None, "ml"),
    ("蚝油", "sauce", 9.00, "shellfish", "tbsp"),
    ("镇江香醋", "sauce", 6.50, None, "tbsp"),
    ("干辣椒", "spice", 32.00, None, "g"),
    ("八角", "spice", 45.00, None, "pcs"),
    ("冰糖", "sweetener", 4.00, None, "g"),
    ("皮蛋", "egg", 15.00, "egg", "pcs"),
    ("腐竹", "legume", 20.00, "soy", "g"),
    ("木耳", "vegetable", 40.00, None, "g"),
    ("香菇", "vegetable", 30.00, None, "g"),
    ("年糕", "grain", 6.00, None, "g"),
    ("糯米", "grain", 4.00, None, "g"),
    ("酱油膏", "sauce", None, "soy", "tbsp"),  # never used in any recipe
]
# title, cuisine, course, minutes, servings, kcal per serving, difficulty, [(ingredient, qty)]
DISHES = [
    ("麻婆豆腐", "Sichuan", "main", 30, 3, 420, "easy",
     [("tofu", 400), ("ground pork", 150), ("豆瓣酱", 2), ("花椒", 1), ("garlic", 3), ("scallion", 2)]),
    ("宫保鸡丁", "Sichuan", "main", 35, 3, 510, "medium",
     [("chicken thigh", 500), ("peanuts", 60), ("干辣椒", 10), ("花椒", 1), ("生抽", 2), ("scallion", 3)]),
    ("回锅肉", "Sichuan", "main", 50, 4, 640, "medium",
     [("pork belly", 450), ("豆瓣酱", 2), ("cabbage", 250), ("garlic", 4), ("生抽", 1)]),
    ("鱼香肉丝", "Sichuan", "main", 40, 3, 480, "medium",
     [("pork loin", 300), ("木耳", 20), ("carrot", 100), ("豆瓣酱", 1), ("镇江香醋", 2), ("sugar", 20)]),
    ("酸辣汤", "Sichuan", "soup", 30, 4, 160, "easy",
     [("tofu", 200), ("木耳", 10), ("香菇", 50), ("eggs", 2), ("镇江香醋", 3), ("black pepper", 1)]),
    ("凉拌黄瓜", "Sichuan", "appetizer", 10, 2, 90, "easy",
     [("cucumber", 400), ("garlic", 3), ("镇江香醋", 2), ("sesame oil", 2), ("干辣椒", 3)]),
    ("红烧肉", "Jiangnan", "main", 120, 4, 780, "hard",
     [("pork belly", 600), ("老抽", 1), ("生抽", 2), ("冰糖", 30), ("绍兴酒", 60), ("八角", 2), ("ginger", 20)]),
    ("糖醋排骨", "Jiangnan", "main", 60, 4, 560, "medium",
     [("pork ribs", 700), ("sugar", 40), ("镇江香醋", 3), ("生抽", 2), ("绍兴酒", 30)]),
    ("炒年糕", "Jiangnan", "main", 25, 2, 520, "easy",
     [("年糕", 400), ("cabbage", 200), ("pork loin", 120), ("生抽", 2)]),
    ("八宝饭", "Jiangnan", "dessert", 90, 6, 380, "hard",
     [("糯米", 400), ("冰糖", 60), ("walnuts", 40), ("vegetable oil", 1)]),
    ("腐竹烧肉", "Jiangnan", "main", 70, 4, 600, "medium",
     [("腐竹", 120), ("pork belly", 400), ("老抽", 1), ("ginger", 15)]),
    ("西红柿炒鸡蛋", "Chinese", "main", 15, 2, 260, "easy",
     [("tomato", 300), ("eggs", 4), ("scallion", 1), ("sugar", 10)]),
    ("皮蛋豆腐", "Chinese", "appetizer", 10, 2, 180, "easy",
     [("tofu", 300), ("皮蛋", 2), ("生抽", 2), ("sesame oil", 1), ("scallion", 1)]),
    ("香菇鸡汤", "Chinese", "soup", 100, 4, 240, "easy",
     [("chicken thigh", 600), ("香菇", 80), ("ginger", 20)]),
    ("扬州炒饭", "Cantonese", "main", 20, 2, 560, "easy",
     [("rice", 400), ("eggs", 2), ("shrimp", 100), ("scallion", 2), ("carrot", 60)]),
    ("叉烧", "Cantonese", "main", 150, 6, 450, "hard",
     [("pork loin", 1000), ("honey", 3), ("生抽", 3), ("蚝油", 2), ("绍兴酒", 30)]),
    ("白切鸡", "Cantonese", "main", 60, 4, 390, "medium",
     [("chicken thigh", 1200), ("ginger", 40), ("scallion", 4), ("salt", 2)]),
    ("蚝油生菜", "Cantonese", "side", 10, 2, 110, "easy",
     [("lettuce", 400), ("蚝油", 2), ("garlic", 3)]),
    ("蒜蓉西兰花", "Cantonese", "side", 12, 2, 120, "easy",
     [("broccoli", 400), ("garlic", 5), ("vegetable oil", 1)]),
    ("Classic Lasagna", "Italian", "main", 95, 6, 690, "medium",
     [("lasagna sheets", 250), ("ground beef", 500), ("canned tomatoes", 800), ("mozzarella", 200),
      ("parmesan", 50), ("onion", 1)]),
    ("Spaghetti Carbonara", "Italian", "main", 25, 4, 620, "medium",
     [("spaghetti", 400), ("bacon", 150), ("eggs", 3), ("parmesan", 60), ("black pepper", 1)]),
    ("Margherita Pizza", "Italian", "main", 110, 4, 710, "medium",
     [("bread flour", 500), ("dry yeast", 7), ("canned tomatoes", 200), ("mozzarella", 250), ("basil", 10)]),
    ("Mushroom Risotto", "Italian", "main", 45, 4, 520, "medium",
     [("rice", 300), ("mushrooms", 300), ("parmesan", 50), ("butter", 40), ("onion", 1)]),
    ("Tiramisu", "Italian", "dessert", 300, 8, 450, "medium",
     [("eggs", 4), ("sugar", 100), ("cocoa powder", 20), ("heavy cream", 250)]),
    ("Minestrone", "Italian", "soup", 60, 6, 210, "easy",
     [("zucchini", 200), ("carrot", 150), ("canned tomatoes", 400), ("chickpeas", 240), ("onion", 1)]),
    ("Caprese Salad", "Italian", "salad", 10, 2, 330, "easy",
     [("tomato", 300), ("mozzarella", 200), ("basil", 10), ("olive oil", 2)]),
    ("French Onion Soup", "French", "soup", 80, 4, 380, "medium",
     [("onion", 6), ("butter", 60), ("baguette", 1), ("cheddar", 120)]),
    ("Ratatouille", "French", "main", 75, 4, 230, "medium",
     [("eggplant", 400), ("zucchini", 300), ("bell pepper", 2), ("tomato", 400), ("olive oil", 4)]),
    ("Crepes", "French", "breakfast", 30, 4, 290, "easy",
     [("all-purpose flour", 200), ("milk", 500), ("eggs", 3), ("butter", 30), ("sugar", 20)]),
    ("Chocolate Mousse", "French", "dessert", 240, 6, 410, "medium",
     [("dark chocolate", 200), ("eggs", 4), ("sugar", 40), ("heavy cream", 200)]),
    ("Quiche Lorraine", "French", "main", 70, 6, 540, "medium",
     [("all-purpose flour", 250), ("butter", 125), ("bacon", 200), ("eggs", 4), ("heavy cream", 300)]),
    ("Chicken Tikka Masala", "Indian", "main", 60, 4, 590, "medium",
     [("chicken breast", 700), ("yogurt", 150), ("canned tomatoes", 400), ("heavy cream", 150), ("cumin", 2),
      ("paprika", 2), ("garlic", 4), ("ginger", 20)]),
    ("Chana Masala", "Indian", "main", 40, 4, 340, "easy",
     [("chickpeas", 500), ("onion", 2), ("tomato", 300), ("cumin", 2), ("ginger", 15)]),
    ("Dal Tadka", "Indian", "main", 45, 4, 300, "easy",
     [("lentils", 250), ("cumin", 1), ("garlic", 4), ("tomato", 200)]),
    ("Vegetable Biryani", "Indian", "main", 80, 6, 430, "hard",
     [("rice", 450), ("carrot", 150), ("bell pepper", 1), ("cumin", 2), ("yogurt", 100)]),
    ("Mango Lassi", "Indian", "drink", 5, 2, 220, "easy",
     [("mango", 2), ("yogurt", 300), ("milk", 150), ("sugar", 20)]),
    ("Beef Tacos", "Mexican", "main", 30, 4, 560, "easy",
     [("ground beef", 500), ("corn tortillas", 8), ("onion", 1), ("cilantro", 15), ("lime", 2), ("cumin", 1)]),
    ("Guacamole", "Mexican", "appetizer", 10, 4, 240, "easy",
     [("avocado", 3), ("lime", 1), ("onion", 1), ("cilantro", 10), ("tomato", 100)]),
    ("Black Bean Soup", "Mexican", "soup", 50, 4, 280, "easy",
     [("black beans", 500), ("onion", 1), ("cumin", 2), ("garlic", 3)]),
    ("Chicken Enchiladas", "Mexican", "main", 55, 4, 610, "medium",
     [("chicken breast", 500), ("corn tortillas", 8), ("canned tomatoes", 400), ("cheddar", 150)]),
    ("Pad Thai", "Thai", "main", 30, 2, 640, "medium",
     [("rice noodles", 250), ("shrimp", 200), ("eggs", 2), ("peanuts", 40), ("fish sauce", 2), ("lime", 1),
      ("brown sugar", 20)]),
    ("Green Curry", "Thai", "main", 35, 4, 520, "easy",
     [("curry paste", 3), ("coconut milk", 400), ("chicken thigh", 500), ("basil", 10), ("fish sauce", 1)]),
    ("Tom Yum Soup", "Thai", "soup", 30, 4, 180, "easy",
     [("shrimp", 300), ("lime", 2), ("fish sauce", 2), ("mushrooms", 150), ("干辣椒", 4)]),
    ("Mango Sticky Rice", "Thai", "dessert", 60, 4, 410, "medium",
     [("糯米", 300), ("mango", 2), ("coconut milk", 250), ("sugar", 50)]),
    ("Teriyaki Salmon", "Japanese", "main", 25, 2, 470, "easy",
     [("salmon fillet", 400), ("soy sauce", 3), ("honey", 2), ("ginger", 10)]),
    ("Miso Soup", "Japanese", "soup", 15, 4, 90, "easy",
     [("tofu", 200), ("miso paste", 3), ("scallion", 2)]),
    ("Chicken Katsu", "Japanese", "main", 40, 4, 650, "medium",
     [("chicken breast", 600), ("eggs", 2), ("all-purpose flour", 80), ("vegetable oil", 6)]),
    ("Okonomiyaki", "Japanese", "main", 35, 2, 540, "medium",
     [("cabbage", 300), ("all-purpose flour", 150), ("eggs", 2), ("bacon", 100)]),
    ("American Pancakes", "American", "breakfast", 25, 4, 350, "easy",
     [("all-purpose flour", 200), ("milk", 300), ("eggs", 2), ("baking powder", 2), ("butter", 30),
      ("maple syrup", 60)]),
    ("Classic Cheeseburger", "American", "main", 30, 4, 720, "easy",
     [("ground beef", 600), ("cheddar", 100), ("onion", 1), ("tomato", 150), ("lettuce", 100)]),
    ("Banana Bread", "American", "dessert", 75, 10, 310, "easy",
     [("banana", 3), ("all-purpose flour", 250), ("butter", 110), ("sugar", 150), ("eggs", 2),
      ("baking powder", 2), ("walnuts", 60)]),
    ("Chocolate Chip Cookies", "American", "dessert", 35, 24, 180, "easy",
     [("all-purpose flour", 280), ("butter", 225), ("brown sugar", 200), ("dark chocolate", 300), ("eggs", 2),
      ("vanilla extract", 2)]),
    ("Caesar Salad", "American", "salad", 20, 2, 390, "easy",
     [("lettuce", 300), ("parmesan", 40), ("lemon", 1), ("eggs", 1), ("olive oil", 3)]),
    ("Mac and Cheese", "American", "main", 35, 4, 680, "easy",
     [("macaroni", 400), ("cheddar", 250), ("milk", 500), ("butter", 50)]),
    ("Apple Pie", "American", "dessert", 120, 8, 410, "hard",
     [("apple", 1000), ("all-purpose flour", 300), ("butter", 200), ("sugar", 120), ("cinnamon", 2)]),
    ("Greek Salad", "Greek", "salad", 15, 4, 260, "easy",
     [("cucumber", 300), ("tomato", 300), ("feta", 200), ("olive oil", 3), ("oregano", 1)]),
    ("Moussaka", "Greek", "main", 130, 6, 620, "hard",
     [("eggplant", 800), ("lamb shoulder", 500), ("canned tomatoes", 400), ("milk", 500), ("butter", 50),
      ("cinnamon", 1)]),
    ("Hummus", "Middle Eastern", "appetizer", 15, 6, 190, "easy",
     [("chickpeas", 400), ("tahini", 4), ("lemon", 1), ("garlic", 2), ("olive oil", 3)]),
    ("Shakshuka", "Middle Eastern", "breakfast", 30, 3, 290, "easy",
     [("eggs", 5), ("canned tomatoes", 800), ("bell pepper", 1), ("cumin", 1), ("paprika", 1)]),
    ("Falafel", "Middle Eastern", "main", 70, 4, 370, "medium",
     [("chickpeas", 450), ("cilantro", 20), ("cumin", 2), ("onion", 1), ("vegetable oil", 8)]),
    ("Lamb Tagine", "Moroccan", "main", 160, 6, 580, "hard",
     [("lamb shoulder", 1000), ("cinnamon", 2), ("cumin", 2), ("onion", 2), ("almonds", 60)]),
    ("Fish and Chips", "British", "main", 50, 4, 840, "medium",
     [("white fish", 700), ("potato", 1000), ("all-purpose flour", 200), ("vegetable oil", 20)]),
    ("Shepherd's Pie", "British", "main", 90, 6, 560, "medium",
     [("lamb shoulder", 600), ("potato", 1200), ("carrot", 200), ("onion", 1), ("butter", 60), ("milk", 100)]),
    ("Irish Stew", "Irish", "main", 140, 6, 490, "easy",
     [("lamb shoulder", 900), ("potato", 800), ("carrot", 300), ("onion", 2)]),
    ("Paella", "Spanish", "main", 60, 6, 600, "hard",
     [("rice", 500), ("shrimp", 300), ("chicken thigh", 400), ("bell pepper", 1), ("paprika", 2),
      ("olive oil", 4)]),
    ("Gazpacho", "Spanish", "soup", 20, 4, 150, "easy",
     [("tomato", 1000), ("cucumber", 200), ("bell pepper", 1), ("olive oil", 4), ("garlic", 2)]),
    ("Spanish Tortilla", "Spanish", "main", 45, 4, 420, "medium",
     [("potato", 700), ("eggs", 6), ("onion", 1), ("olive oil", 6)]),
    ("Churros", "Spanish", "dessert", 40, 4, 380, "medium",
     [("all-purpose flour", 250), ("sugar", 60), ("cinnamon", 2), ("vegetable oil", 30)]),
    ("Strawberry Smoothie", "American", "drink", 5, 2, 200, "easy",
     [("strawberries", 250), ("banana", 1), ("yogurt", 200), ("honey", 1)]),
    ("Overnight Oats", "American", "breakfast", 480, 1, 380, "easy",
     [("rolled oats", 80), ("milk", 200), ("honey", 1), ("strawberries", 80)]),
]
ZH_VARIANTS = ["家常", "快手", "正宗", "懒人版", "妈妈的", "素", "微辣"]
EN_VARIANTS = ["Easy", "Quick", "Grandma's", "Vegetarian", "Spicy", "One-Pot", "Healthy", "Weeknight"]
ZH_TITLES_FOR_WESTERN = {  # Chinese-titled takes on western dishes
    "Tiramisu": "提拉米苏", "Spaghetti Carbonara": "培根奶油意面", "Margherita Pizza": "玛格丽特披萨",
    "Pad Thai": "泰式炒河粉", "Chicken Katsu": "日式炸鸡排", "Banana Bread": "香蕉面包",
}
COOKS = [
    # username, display name, country, professional
    ("chef_marco", "Marco Bellini", "Italy", 1), ("spicy_mei", "陈美", "China", 0),
    ("lao_zhou", "老周", "China", 1), ("bakewithbeth", "Beth Carter", "USA", 0),
    ("tokyo_kitchen", "Yui Sato", "Japan", 1), ("curry_queen", "Ananya Iyer", "India", 0),
    ("le_petit_chef", "Camille Durand", "France", 1), ("taco_tuesday", "Diego Ramirez", "Mexico", 0),
    ("wang_xiaoming", "王小明", "China", 0), ("grill_master_joe", "Joe Miller", "USA", 0),
    ("thai_home", "Suda Chaiyaporn", "Thailand", 0), ("athens_eats", "Nikos Papas", "Greece", 0),
    ("li_na_cooks", "李娜", "China", 0), ("souschef_sam", "Sam O'Neill", "Ireland", 1),
    ("madrid_mesa", "Lucia Fernandez", "Spain", 0), ("hk_dimsum", "黄家豪", "Hong Kong", 1),
    ("veggie_vicky", "Vicky Stone", "UK", 0), ("zhang_wei", "张伟", "China", 0),
    ("noodle_nerd", "Kenji Watanabe", "Japan", 0), ("brit_bites", "Oliver Hughes", "UK", 0),
    ("taipei_tastes", "林怡君", "Taiwan", 0), ("mama_rosa", "Rosa Esposito", "Italy", 0),
    ("spice_route", "Omar Haddad", "Lebanon", 1), ("weekend_baker", "Emma Schultz", "Germany", 0),
    ("chengdu_chef", "刘洋", "China", 1), ("quick_eats", "Priya Shah", "UK", 0),
    ("sweet_tooth", "Chloe Martin", "Canada", 0), ("sichuan_sara", "Sara Lin", "USA", 0),
    ("hangzhou_home", "陈静", "China", 0), ("dinner_dad", "Mark Evans", "Australia", 0),
]
RATER_FIRST = "anna ben chris dana eli fay gus hana ivan jo kim leo maya nico olga pete quinn ray sue tom".split()
ZH_RATERS = ["小王", "阿杰", "美美", "大厨小李", "吃货小张", "周周", "老陈", "乐乐", "晓雨", "胖虎"]
REVIEWS_EN = ["Delicious!", "Too salty for me.", "Family loved it.", "Will make again.", "A bit bland.",
              "Took longer than stated.", "Perfect weeknight dinner.", "Great with extra garlic."]
REVIEWS_ZH = ["好吃！", "太咸了", "家人都喜欢", "下次还做", "有点淡", "比说的时间久", "很下饭", "简单好做"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    ingredients = [(i, n, c, p, a) for i, (n, c, p, a, _u) in enumerate(INGREDIENTS, start=1)]
    ing_id = {row[1]: row[0] for row in ingredients}
    unit_of = {n: u for n, _c, _p, _a, u in INGREDIENTS}
    category = {n: c for n, c, _p, _a, _u in INGREDIENTS}

    cooks = []
    for i, (user, name, country, pro) in enumerate(COOKS, start=1):
        cooks.append((i, user, name, country, iso(day(rng, "2019-03-01", "2022-12-31")), pro))
    handles: set[str] = {c[1] for c in COOKS}
    while len(cooks) < 120:  # members who only rate
        zh = rng.random() < 0.3
        if zh:
            name = rng.choice(ZH_RATERS)
            user = f"user{rng.randint(1000, 9999)}"
        else:
            first = rng.choice(RATER_FIRST)
            name = first.capitalize()
            user = f"{first}{rng.randint(10, 99)}"
        if user in handles:
            continue
        handles.add(user)
        cooks.append((len(cooks) + 1, user, name, rng.choice(["China", "USA", "UK", "Canada", "Australia", "Taiwan"])
                      if zh is False else rng.choice(["China", "Taiwan", "Singapore"]),
                      iso(day(rng, "2019-06-01", "2024-06-30")), 0))
    chinese_cooks = [c[0] for c in cooks[: len(COOKS)] if c[3] in ("China", "Hong Kong", "Taiwan")]
    other_cooks = [c[0] for c in cooks[: len(COOKS)] if c[0] not in chinese_cooks and c[0] != 30]

    recipes: list[tuple[object, ...]] = []
    links: list[tuple[object, ...]] = []
    times: set[int] = set()
    titles: set[str] = set()

    def add(title: str, dish: tuple, cook: int, base_id: int | None, variant: str) -> None:
        _t, cuisine, course, minutes, servings, kcal, difficulty, parts = dish
        if variant in ("Quick", "快手", "Weeknight", "懒人版", "Easy"):
            minutes = max(5, int(minutes * 0.6))
            difficulty = "easy"
        serves = servings if not variant or rng.random() < 0.7 else max(1, servings + rng.choice([-2, -1, 1, 2]))
        seconds = unique_int(rng, int(minutes * 60 * 0.8), int(minutes * 60 * 1.25) + 900, times, step=15)
        energy = None if rng.random() < 0.12 else int(kcal * rng.uniform(0.8, 1.2)) // 5 * 5
        if variant in ("Healthy", "素", "Vegetarian") and energy is not None:
            energy = int(energy * 0.75) // 5 * 5
        cook_day = dt.date.fromisoformat(str(cooks[cook - 1][4]))
        if rng.random() < 0.08:
            published = None  # a draft
        else:
            when = day(rng, max(cook_day, dt.date(2021, 1, 1)).isoformat(), "2024-10-31")
            published = dt.datetime(when.year, when.month, when.day, rng.randint(6, 23), rng.randint(0, 59))
        recipe_id = len(recipes) + 1
        recipes.append((recipe_id, title, cook, cuisine, course, seconds, serves, energy, difficulty,
                        iso(published), base_id))
        used: dict[str, float] = {}
        for name, qty in parts:
            if variant in ("素", "Vegetarian") and category[name] in ("meat", "seafood"):
                name, qty = ("mushrooms", 250) if "mushrooms" not in used else ("tofu", 300)
            scale = serves / servings if unit_of[name] in ("g", "ml") else 1
            amount = qty * scale * (rng.uniform(0.85, 1.2) if base_id else 1)
            if unit_of[name] in ("g", "ml"):
                amount = round(amount / 5) * 5 or 5
            elif unit_of[name] == "pcs":
                amount = max(1, round(amount))
            else:
                amount = max(0.5, round(amount * 2) / 2)
            used[name] = amount
        if variant in ("Spicy", "微辣") and "干辣椒" not in used:
            used["干辣椒"] = 5
        for extra in ("salt", "black pepper", "vegetable oil", "garlic", "onion", "olive oil"):
            if extra not in used and rng.random() < 0.25:
                used[extra] = 1 if unit_of[extra] in ("tsp", "tbsp", "pcs") else 10
        for name, amount in sorted(used.items(), key=lambda kv: ing_id[kv[0]]):
            optional = 1 if name in ("walnuts", "cilantro", "scallion", "干辣椒", "basil") and rng.random() < 0.4 else 0
            links.append((recipe_id, ing_id[name], amount, unit_of[name], optional))

    bases: list[tuple[int, tuple]] = []
    for dish in DISHES:
        chinese = dish[0][0] >= "\u4e00"
        cook = rng.choice(chinese_cooks if chinese else other_cooks)
        add(dish[0], dish, cook, None, "")
        bases.append((len(recipes), dish))
    while len(recipes) < 236:
        base_id, dish = rng.choice(bases)
        chinese = dish[0][0] >= "\u4e00"
        if not chinese and dish[0] in ZH_TITLES_FOR_WESTERN and rng.random() < 0.35:
            variant = ""
            title = ZH_TITLES_FOR_WESTERN[dish[0]]
            cook = rng.choice(chinese_cooks)
        elif chinese:
            variant = rng.choice(ZH_VARIANTS)
            title = variant + dish[0]
            cook = rng.choice(chinese_cooks + [28])
        else:
            variant = rng.choice(EN_VARIANTS)
            title = f"{variant} {dish[0]}"
            cook = rng.choice(other_cooks)
        if title in titles or title == dish[0]:
            continue
        sweet = dish[2] in ("dessert", "drink", "breakfast")
        meaty = any(category[name] in ("meat", "seafood") for name, _q in dish[7])
        if variant in ("Spicy", "微辣", "One-Pot") and sweet or variant in ("Vegetarian", "素") and not meaty:
            continue
        titles.add(title)
        add(title, dish, cook, base_id if rng.random() < 0.75 else None, variant)

    ratings = []
    published = [r for r in recipes if r[9] is not None]
    silent = {int(str(r[0])) for r in rng.sample(published, 18)}  # published but never rated
    for r in published:
        if r[0] in silent:
            continue
        raters = [c for c in cooks if c[0] != r[2]]
        for c in rng.sample(raters, rng.randint(1, 7)):
            start = max(dt.date.fromisoformat(str(r[9])[:10]), dt.date.fromisoformat(str(c[4])))
            when = day(rng, start.isoformat(), max(start, dt.date(2024, 11, 30)).isoformat())
            at = dt.datetime(when.year, when.month, when.day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
            posted = dt.datetime.fromisoformat(str(r[9]))
            if at <= posted:
                at = posted + dt.timedelta(minutes=rng.randint(5, 600), seconds=rng.randint(0, 59))
            stars = rng.choices([1, 2, 3, 4, 5], [4, 7, 18, 36, 35])[0]
            text = None
            if rng.random() < 0.45:
                text = rng.choice(REVIEWS_ZH if str(c[3]) in ("China", "Taiwan", "Singapore", "Hong Kong") else REVIEWS_EN)
            ratings.append((r[0], c[0], stars, iso(at), text))
    ratings.sort(key=lambda x: (str(x[3]), int(str(x[0]))))
    ratings = [(i, *x) for i, x in enumerate(ratings, start=1)]
    return {
        "cooks": cooks,
        "ingredients": ingredients,
        "recipes": recipes,
        "recipe_ingredients": links,
        "ratings": ratings,
    }
