DOMAIN = "food"
KB = {
 "allergen": ("FreshCrate FAQ — Allergens", "All FreshCrate meals are prepared in a facility that also handles peanuts, tree nuts, milk, eggs, wheat, soy, fish and shellfish, so we cannot guarantee any meal is free of trace allergens. Each recipe card lists the major allergens contained in its ingredients. You can set allergen preferences in your account, and we will hide meals containing those ingredients from your weekly menu, but cross-contact is still possible."),
 "storage": ("FreshCrate FAQ — Storage and Shelf Life", "Unpack your box as soon as it arrives and refrigerate all ingredients. Meat and fish should be cooked within 3 days of delivery, so cook seafood meals such as salmon first. Vegetables and sauces typically keep for 5 days. Each ingredient pack shows a 'cook by' date. Insulated liners and ice packs keep the contents cold for up to 48 hours in transit."),
 "skip": ("FreshCrate FAQ — Skipping a Week", "You can skip any upcoming delivery from the Deliveries page until 11:59 p.m. Pacific time, five days before the scheduled delivery date. Skipped weeks are not charged. You can skip up to 8 consecutive weeks; for longer breaks, pause your subscription instead. Changes made after the cutoff apply to the following week's box, not the current one."),
 "card_risotto": ("Recipe Card — Mushroom & Thyme Risotto", "Heat 1 tbsp olive oil in a large pan over medium heat and cook the shallot for 3 minutes. Add the arborio rice and stir for 1 minute until the edges turn translucent. Add the stock one ladle at a time, stirring often and waiting until each addition is absorbed, for 18 to 20 minutes. Meanwhile, sear the mushrooms in a hot pan for 5 minutes. Stir in the mushrooms, butter and parmesan off the heat and rest for 2 minutes before serving."),
 "card_chicken": ("Recipe Card — Honey Garlic Chicken Thighs", "Pat the chicken thighs dry and season with salt and pepper. Sear skin-side down in an ovenproof pan over medium-high heat for 6 minutes until golden. Flip, brush with the honey-garlic glaze and transfer to a 425°F (220°C) oven for 12 to 15 minutes, until the internal temperature reaches 165°F (74°C). Rest for 5 minutes. Serve with the roasted green beans and jasmine rice."),
 "zh_peisong": ("鲜盒常见问题 — 配送时间与保存", "北京、上海、广州、深圳、杭州五个城市支持次日达，当天下午3点前下单，次日中午12点前送达；其他城市为2至3日达。冷链箱内放置冰袋，可保持0至8℃达36小时。收货后请尽快将肉类、海鲜放入冰箱冷藏，并在2天内烹饪。"),
 "zh_hongshao": ("菜谱卡 — 红烧肉", "五花肉切3厘米见方，冷水下锅焯水后捞出洗净。锅中放少许油，小火放入冰糖炒至枣红色，下五花肉翻炒上色。加入葱段、姜片、八角、料酒、生抽和老抽，倒入没过肉的热水，大火烧开后转小火炖60分钟，最后大火收汁即可，全程约90分钟。"),
 "zh_tuikuan": ("鲜盒常见问题 — 缺件与退款", "如收到的食材有缺件、破损或变质，请在收货后24小时内在App“订单详情”中上传照片申请售后，客服核实后按缺损食材的价值退款至原支付账户，或在下一次配送时免费补发。超过24小时提交的申请将无法受理。"),
}
def M(i, name, cuisine, tmin, kcal, tags, price):
    return ("menu_items", {"recipe_id": i, "name": name, "week_of": "2024-06-17", "cuisine": cuisine, "total_time_min": tmin, "calories": kcal, "tags": tags, "price_per_serving_usd": price})
def ZM(i, name, cx, tmin, kcal, spicy, price):
    return ("菜单", {"编号": i, "菜名": name, "菜系": cx, "烹饪时间_分钟": tmin, "热量_千卡": kcal, "辣度": spicy, "单价_元": price})
DB = {
 "m_risotto": M("R-2406-11", "Mushroom & Thyme Risotto", "Italian", 35, 640, "vegetarian", 9.99),
 "m_curry": M("R-2406-14", "Chickpea & Spinach Curry", "Indian", 25, 520, "vegan, gluten-free", 9.49),
 "m_chicken": M("R-2406-03", "Honey Garlic Chicken Thighs", "American", 30, 710, "high-protein", 10.99),
 "m_tacos": M("R-2406-08", "Black Bean Tacos with Lime Crema", "Mexican", 20, 580, "vegetarian, quick", 9.49),
 "m_salmon": M("R-2406-20", "Seared Salmon with Dill Potatoes", "Scandinavian", 30, 620, "pescatarian", 12.49),
 "zm1": ZM("X0612", "宫保鸡丁", "川菜", 20, 560, "微辣", 39),
 "zm3": ZM("X0615", "清蒸鲈鱼", "粤菜", 25, 310, "不辣", 59),
 "zm4": ZM("X0618", "番茄炒蛋", "家常菜", 10, 280, "不辣", 19),
 "zm5": ZM("X0620", "红烧肉", "本帮菜", 90, 820, "不辣", 49),
}
WEB = {}
QUERIES = [
 ("en", "what can i use instead of buttermilk", [
   ("web", ("How to Make a Buttermilk Substitute - Allrecipes", "https://www.allrecipes.com/article/buttermilk-substitute/", "Stir 1 tablespoon of lemon juice or white vinegar into 1 cup of milk and let it stand for 5 minutes until slightly thickened."), 2),
   ("web", ("6 Easy Buttermilk Substitutes for Baking - Bon Appétit", "https://www.bonappetit.com/story/buttermilk-substitute", "Plain yogurt thinned with milk, sour cream, kefir and soured milk all work in pancakes and biscuits."), 2),
   ("web", ("Buttermilk - Wikipedia", "https://en.wikipedia.org/wiki/Buttermilk", "Buttermilk is a fermented dairy drink. Traditionally, it was the liquid left behind after churning butter out of cultured cream."), 1),
   ("kb", "allergen", 0), ("kb", "card_chicken", 0)]),
 ("en", "What vegetarian meals are on next week's menu?", [
   ("db", "m_risotto", 2), ("db", "m_curry", 2), ("db", "m_salmon", 0), ("db", "m_tacos", 2),
   ("kb", "allergen", 0), ("kb", "skip", 0),
   ("web", ("50 Easy Vegetarian Dinner Recipes - Delish", "https://www.delish.com/cooking/recipe-ideas/g3733/vegetarian-dinner-recipes/", "Meatless meals that even carnivores will love, from stuffed peppers to black bean burgers."), 0),
   ("web", ("HelloFresh vs FreshCrate: Which Meal Kit Has Better Vegetarian Options?", "https://www.mealkitreviews.com/hellofresh-vs-freshcrate-vegetarian", "FreshCrate usually offers three or four vegetarian recipes a week, fewer than HelloFresh."), 1)]),
 ("en", "how hot should chicken thighs be inside when done", [
   ("web", ("Safe Minimum Internal Temperature Chart | FoodSafety.gov", "https://www.foodsafety.gov/food-safety-charts/safe-minimum-internal-temperatures", "Poultry (whole, breasts, legs, thighs, wings, ground poultry, giblets and stuffing): 165°F."), 2),
   ("web", ("Why You Should Cook Chicken Thighs to 175°F - Serious Eats", "https://www.seriouseats.com/chicken-thigh-temperature", "Thighs are safe at 165°F but become more tender when taken to 175–180°F, as connective tissue breaks down."), 1),
   ("kb", "card_chicken", 2), ("kb", "storage", 0),
   ("db", "m_chicken", 0), ("db", "m_salmon", 0)]),
 ("en", "how long does the salmon keep in the fridge after delivery", [
   ("kb", "storage", 2), ("kb", "skip", 0),
   ("web", ("How Long Does Raw Salmon Last in the Fridge? - Healthline", "https://www.healthline.com/nutrition/how-long-does-salmon-last-in-the-fridge", "Raw salmon keeps 1 to 2 days in the refrigerator; cooked salmon lasts 3 to 4 days."), 1),
   ("web", ("Selecting and Serving Fresh and Frozen Seafood Safely | FDA", "https://www.fda.gov/food/buy-store-serve-safe-food/selecting-and-serving-fresh-and-frozen-seafood-safely", "Keep fresh fish refrigerated at 40°F or below and use it within 2 days, or wrap it tightly and freeze it."), 1),
   ("db", "m_salmon", 0), ("db", "m_chicken", 0)]),
 ("en", "deadline to skip next weeks box", [
   ("kb", "skip", 2), ("kb", "storage", 0),
   ("web", ("How to Skip a Week on HelloFresh - HelloFresh Support", "https://www.hellofresh.com/contact/skip-a-week", "You can skip a delivery up until 5 days before your next scheduled delivery date."), 0),
   ("web", ("Meal kit subscriptions: how to pause, skip or cancel - CNET", "https://www.cnet.com/home/kitchen-and-household/how-to-pause-or-cancel-meal-kit-subscriptions/", "Most meal kit services let you skip weeks online; deadlines range from 5 to 7 days before delivery."), 1)]),
 ("en", "can I freeze leftover risotto", [
   ("web", ("Mushroom Risotto Recipe - Serious Eats", "https://www.seriouseats.com/mushroom-risotto-recipe", "A creamy, deeply savoury mushroom risotto made with dried porcini and fresh mushrooms."), 1),
   ("web", "thekitchn_risotto", 2),
   ("kb", "card_risotto", 0), ("kb", "storage", 1),
   ("db", "m_risotto", 0), ("db", "m_curry", 0)]),
 ("zh", "清蒸鲈鱼要蒸几分钟", [
   ("web", ("清蒸鲈鱼蒸几分钟最嫩？ - 下厨房", "https://www.xiachufang.com/recipe/104592217/", "一斤左右的鲈鱼，水开后放入，大火蒸8分钟，关火再焖2分钟，鱼肉最嫩。"), 2),
   ("web", ("清蒸鲈鱼的家常做法 - 美食天下", "https://home.meishichina.com/recipe-321874.html", "鲈鱼两面划刀，铺姜片，水开后蒸8-10分钟，倒掉蒸出的水，淋蒸鱼豉油和热油。"), 2),
   ("db", "zm3", 0), ("db", "zm4", 0),
   ("kb", "zh_hongshao", 0), ("kb", "zh_peisong", 0)]),
 ("zh", "不辣的菜有哪些 20分钟以内能做好的", [
   ("db", "zm3", 1), ("db", "zm4", 2), ("db", "zm5", 0), ("db", "zm1", 0),
   ("kb", "zh_peisong", 0), ("kb", "zh_hongshao", 0),
   ("web", ("20分钟快手家常菜合集 - 下厨房", "https://www.xiachufang.com/category/40076/", "下班回家20分钟就能做好的快手菜：番茄炒蛋、蒜蓉西兰花、葱爆羊肉……"), 1)]),
 ("zh", "收到的菜坏了怎么退款", [
   ("kb", "zh_tuikuan", 2), ("kb", "zh_peisong", 1),
   ("web", ("生鲜电商售后规则对比：坏果包赔吗？ - 什么值得买", "https://post.smzdm.com/p/a3d7xk90/", "多数生鲜平台要求签收后24至48小时内拍照申请，超时一般不再受理。"), 1),
   ("web", ("消费者权益保护法 第二十四条 - 国家法律法规数据库", "https://flk.npc.gov.cn/detail2.html?ZmY4MDgwODE2ZjNjYmIzYzAxNmY0MTE5Y2IxNjE3Nzc", "经营者提供的商品或者服务不符合质量要求的，消费者可以依照国家规定、当事人约定退货，或者要求经营者履行更换、修理等义务。"), 0)]),
 ("zh", "红烧肉怎么做 炖多久", [
   ("kb", "zh_hongshao", 2), ("kb", "zh_tuikuan", 0),
   ("web", ("红烧肉的做法，最正宗的家常做法 - 下厨房", "https://www.xiachufang.com/recipe/100163123/", "五花肉焯水后炒糖色，加料酒、酱油和热水，小火慢炖1小时左右，大火收汁。"), 2),
   ("db", "zm5", 1), ("db", "zm1", 0)]),
]
WEB = {
 "thekitchn_risotto": ("Can You Freeze Risotto? Yes — Here's How | The Kitchn", "https://www.thekitchn.com/can-you-freeze-risotto-23051234", "Cool leftover risotto quickly, freeze it flat in a zip-top bag for up to 3 months, and reheat with a splash of stock; the texture will be softer than fresh."),
}
