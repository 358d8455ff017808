DOMAIN = "shop"
KB = {
 "warranty": ("Sony Product Warranty — Coverage", "All Sony-branded products sold by VoltMart are covered by the manufacturer's limited warranty for 12 months from the date of delivery. The warranty covers defects in materials and workmanship under normal use. It does not cover accidental damage, liquid exposure, batteries that have lost capacity through normal wear, or products repaired by unauthorised service centres. To open a claim, go to Orders > Get Help and attach your invoice and a photo of the serial number label."),
 "returns": ("Returns & Refunds Policy — Section 2: Return Window", "Most items can be returned within 30 days of delivery for a full refund. Opened electronics (laptops, tablets, cameras, headphones, drones) must be returned within 15 days and include all original accessories and packaging. Opened items in like-new condition are refunded in full; items with missing accessories or signs of use are subject to a 15% restocking fee. Mobile phones activated on a carrier plan must be returned within 14 days. Refunds are issued to the original payment method within 5 business days of inspection."),
 "nonreturn": ("Returns & Refunds Policy — Section 4: Non-returnable Items", "The following items cannot be returned once opened: software and game download codes, gift cards, printer ink and toner, replacement ear tips sold separately, and personal care devices such as electric toothbrushes and shavers for hygiene reasons. Defective non-returnable items can still be exchanged for the same model under warranty. Clearance items marked 'Final Sale' cannot be returned or exchanged."),
 "pricematch": ("Price Match Guarantee", "VoltMart will match the current price of an identical item (same brand, model number and colour) sold by Amazon.com, Best Buy, Walmart.com, Target and B&H Photo. The item must be in stock at the competitor and sold and shipped by the competitor itself; third-party marketplace sellers are not eligible. Price match requests can be made before purchase or within 14 days after purchase through live chat. Lightning deals, bundle offers, membership-only prices and clearance prices are excluded."),
 "hp_guide": ("Buying Guide: Headphones", "Over-ear noise-cancelling headphones suit commuters and frequent flyers, while true wireless earbuds are lighter and easier to carry. When comparing models, look at active noise cancellation strength, battery life (30 hours is typical for premium over-ear models), codec support such as LDAC or aptX, and multipoint pairing. Most premium models from Sony, Bose and Apple sit between $250 and $550; mid-range options from Anker Soundcore and JBL offer good ANC for under $150."),
 "stock": ("FAQ: Out-of-stock Items", "When an item shows 'Temporarily out of stock', you can click 'Notify me' to receive an email as soon as it is back. The expected restock date, when known, is displayed under the price. We do not accept backorders on out-of-stock items, and notifications do not reserve stock. Items marked 'Discontinued' will not be restocked; the product page will suggest a replacement model where available."),
 "mon_guide": ("Buying Guide: Monitors", "For office work a 24-inch 1080p panel is sufficient, but 27-inch monitors benefit from 1440p or 4K resolution to keep text sharp. Gamers should prioritise refresh rate (144 Hz or higher) and response time, while photo editors should look for IPS panels covering at least 95% of DCI-P3. USB-C monitors with 65 W or higher power delivery can charge a laptop over a single cable, which keeps a desk setup tidy."),
 "shipping": ("Shipping Options", "Standard shipping (3–5 business days) is free on orders over $35. Express shipping (1–2 business days) costs $12.99. Large items such as TVs over 65 inches ship by freight and require a delivery appointment. Orders placed before 2 p.m. Eastern on a business day leave our warehouse the same day. We currently ship to all 50 US states but not to PO boxes for items over 20 lb."),
 "zh_returns": ("退换货政策（第二条 退货时限）", "自签收之日起7天内，商品可申请无理由退货。已拆封的数码产品（手机、平板、笔记本电脑、耳机、相机）在不影响二次销售的前提下可以退货，但须保留完整包装、配件及赠品；如配件缺失或有明显使用痕迹，将按商品售价收取10%的折旧费。已激活的手机、已绑定账号的智能设备以及定制类商品不支持无理由退货。退款将在仓库验货完成后3个工作日内原路退回。"),
 "zh_tradein": ("以旧换新服务说明", "以旧换新支持手机、平板、笔记本电脑和智能手表。用户在下单新机时选择“以旧换新”，填写旧机型号、存储容量和成色，系统会给出预估回收价。旧机由快递上门取件，质检完成后按实际成色确定最终回收价，差价以优惠券或原路退款形式返还。如质检价格低于预估价20%以上，用户可选择取消回收，旧机将免费寄回。回收价每周一更新。"),
 "zh_warranty": ("保修政策", "本店销售的所有商品均享受国家三包政策，主机保修一年，电池、充电器等配件保修六个月。人为损坏、进水、私自拆机不在保修范围内。保修期内如出现性能故障，可在“我的订单”中申请售后，上传发票和故障照片，客服将在24小时内审核，审核通过后安排上门取件或就近网点维修。"),
 "zh_member": ("会员积分规则", "每消费1元累积1积分，积分可在下单时抵扣现金，100积分抵1元，单笔订单最多抵扣订单金额的20%。积分有效期为获得之日起12个月。退货时，该订单获得的积分将被扣回。PLUS会员购物享双倍积分，并每月领取一张满299减30元的优惠券。"),
}
def P(sku, name, brand, cat, price, stock, rating, eta=None):
    return ("products", {"sku": sku, "name": name, "brand": brand, "category": cat, "price_usd": price, "stock_qty": stock, "rating": rating, "restock_eta": eta})
def C(sku, title, brand, cat, price, stock, upd):
    return ("sku_catalog_cn", {"sku": sku, "title": title, "brand": brand, "category": cat, "price_cny": price, "stock": stock, "updated_at": upd})
DB = {
 "sony_xm5": P("SNY-WH1000XM5-B", "Sony WH-1000XM5 Wireless Noise Cancelling Headphones", "Sony", "Headphones", 399.99, 42, 4.7),
 "sony_wf": P("SNY-WF1000XM5-S", "Sony WF-1000XM5 Truly Wireless Earbuds", "Sony", "Headphones", 299.99, 18, 4.5),
 "sony_ch720": P("SNY-WHCH720N-W", "Sony WH-CH720N Noise Cancelling Headphones", "Sony", "Headphones", 149.99, 65, 4.4),
 "sony_xb100": P("SNY-SRSXB100-B", "Sony SRS-XB100 Portable Bluetooth Speaker", "Sony", "Speakers", 59.99, 120, 4.6),
 "sony_tv": P("SNY-XR65A80L", "Sony BRAVIA XR A80L 65\" OLED TV", "Sony", "TVs", 1799.99, 4, 4.6),
 "sony_a7": P("SNY-ILCE7M4-K", "Sony Alpha 7 IV Mirrorless Camera Body", "Sony", "Cameras", 2498.00, 7, 4.8),
 "bose_qc": P("BOS-QCULTRA-HP", "Bose QuietComfort Ultra Headphones", "Bose", "Headphones", 429.00, 23, 4.6),
 "tab_s9": P("SAM-TABS9-128", "Samsung Galaxy Tab S9 11\" 128GB Graphite", "Samsung", "Tablets", 799.99, 0, 4.6, "2024-06-24"),
 "tab_s9fe": P("SAM-TABS9FE-128", "Samsung Galaxy Tab S9 FE 10.9\" 128GB Gray", "Samsung", "Tablets", 449.99, 31, 4.4),
 "mon_dell": P("DEL-S2722QC", "Dell S2722QC 27\" 4K UHD USB-C Monitor", "Dell", "Monitors", 279.99, 54, 4.5),
 "mon_lg": P("LG-27UP650-W", "LG 27UP650-W 27\" 4K UHD IPS Monitor", "LG", "Monitors", 249.99, 12, 4.4),
 "mon_asus": P("ASU-VG27AQ", "ASUS TUF Gaming VG27AQ 27\" 1440p 165Hz Monitor", "ASUS", "Monitors", 229.99, 37, 4.6),
 "mon_sam32": P("SAM-LS32BM702", "Samsung M7 32\" 4K UHD Smart Monitor", "Samsung", "Monitors", 329.99, 9, 4.3),
 "cn_xm5": C("CN-100035295", "索尼 WH-1000XM5 头戴式无线降噪耳机 黑色", "索尼", "耳机", 2499, 36, "2024-06-10"),
 "cn_wf": C("CN-100058812", "索尼 WF-1000XM5 真无线降噪耳机 铂金银", "索尼", "耳机", 1799, 20, "2024-06-10"),
 "cn_ch720": C("CN-100049930", "索尼 WH-CH720N 头戴式降噪耳机 白色", "索尼", "耳机", 799, 58, "2024-06-08"),
 "cn_xb100": C("CN-100071245", "索尼 SRS-XB100 便携蓝牙音箱 降噪通话", "索尼", "音箱", 399, 77, "2024-06-08"),
 "cn_m30": C("CN-100082210", "米家全能扫拖机器人 M30", "小米", "扫地机器人", 2699, 14, "2024-06-05"),
 "cn_3c": C("CN-100061037", "米家扫拖机器人 3C 激光导航", "小米", "扫地机器人", 1299, 88, "2024-06-05"),
 "cn_mx2": C("CN-100066418", "米家免洗扫拖机器人 2", "小米", "扫地机器人", 1899, 41, "2024-06-05"),
 "cn_roborock": C("CN-100057790", "石头 G20S 自清洁扫拖机器人", "石头", "扫地机器人", 4599, 6, "2024-06-01"),
 "ti_13a": ("tradein_quotes", {"model": "iPhone 13", "storage": "128GB", "condition": "95新", "quote_cny": 1850, "valid_from": "2024-06-10", "valid_to": "2024-06-16"}),
 "ti_13b": ("tradein_quotes", {"model": "iPhone 13", "storage": "128GB", "condition": "9成新", "quote_cny": 1620, "valid_from": "2024-06-10", "valid_to": "2024-06-16"}),
 "ti_12": ("tradein_quotes", {"model": "iPhone 12", "storage": "128GB", "condition": "95新", "quote_cny": 1280, "valid_from": "2024-06-10", "valid_to": "2024-06-16"}),
}
WEB = {
 "sony_deals": ("Best Sony Deals This Week: Headphones, TVs and Cameras | Tom's Guide", "https://www.tomsguide.com/deals/best-sony-deals", "We're tracking the best Sony deals on WH-1000XM5 headphones, BRAVIA TVs and Alpha cameras. Prices change daily, so check back often."),
 "sony_store": ("Sony Electronics Official Store | Headphones, TVs, Cameras", "https://electronics.sony.com/", "Shop the latest Sony headphones, TVs, cameras and audio. Free shipping on orders over $50 and free returns within 30 days."),
 "rtings": ("The 6 Best Sony Headphones of 2024 - RTINGS.com", "https://www.rtings.com/headphones/reviews/best/by-brand/sony", "The Sony WH-1000XM5 is the best Sony headphone we've tested for most people. If you want something cheaper, the Sony WH-CH720N offers solid noise cancelling for less."),
}
QUERIES = [
 ("en", "Which Sony products cost under $400?", [
   ("kb", "warranty", 0), ("kb", "pricematch", 0),
   ("web", "sony_deals", 1), ("web", "sony_store", 0),
   ("db", "sony_xm5", 2), ("db", "sony_wf", 2), ("db", "sony_tv", 0), ("db", "sony_xb100", 2), ("db", "sony_ch720", 2)]),
 ("en", "sony headphones under 400", [
   ("db", "sony_xm5", 2), ("db", "bose_qc", 0), ("db", "sony_wf", 2), ("db", "sony_ch720", 2),
   ("kb", "hp_guide", 1), ("kb", "warranty", 0),
   ("web", "rtings", 1), ("web", "sony_deals", 1)]),
 ("en", "Can I return a laptop after I've opened the box? How many days do I have?", [
   ("kb", "nonreturn", 1), ("kb", "returns", 2), ("kb", "warranty", 0),
   ("web", ("Can You Return Opened Electronics? What Most Retailers Allow", "https://www.consumerreports.org/electronics/return-policies/opened-electronics-returns-a1093842/", "Many big-box stores shorten the return window for opened laptops and tablets to 14 or 15 days and may charge a restocking fee of up to 15%."), 1),
   ("web", ("Return & Exchange Policy - Best Buy", "https://www.bestbuy.com/site/help-topics/return-exchange-policy/pcmcat260800050014.c", "Most products can be returned within 15 days. My Best Buy Total members get 60 days. Activatable devices must be returned within 14 days."), 0),
   ("db", P("DEL-XPS14-32", "Dell XPS 14 Core Ultra 7 32GB/1TB", "Dell", "Laptops", 1699.99, 11, 4.5), 0),
   ("db", P("APL-MBA15-16", "Apple MacBook Air 15\" M3 16GB/512GB", "Apple", "Laptops", 1499.00, 26, 4.8), 0)]),
 ("en", "is the galaxy tab s9 in stock", [
   ("web", ("Samsung Galaxy Tab S9 | Samsung US", "https://www.samsung.com/us/tablets/galaxy-tab-s9/", "Galaxy Tab S9 with Snapdragon 8 Gen 2, 11-inch Dynamic AMOLED 2X display and IP68 water resistance. Starting at $799.99."), 0),
   ("web", ("Tab S9 out of stock everywhere? : r/GalaxyTab", "https://www.reddit.com/r/GalaxyTab/comments/1c8x2kq/tab_s9_out_of_stock_everywhere/", "Every store near me shows the 128GB Graphite as sold out. Anyone know when restocks are coming?"), 0),
   ("kb", "stock", 1), ("kb", "returns", 0),
   ("db", "tab_s9", 2), ("db", "tab_s9fe", 1)]),
 ("en", "cheapest 27 inch 4k monitor", [
   ("db", "mon_asus", 0), ("db", "mon_lg", 2), ("db", "mon_dell", 1), ("db", "mon_sam32", 0),
   ("kb", "mon_guide", 1), ("kb", "shipping", 0),
   ("web", ("The Best Budget 4K Monitors for 2024 | Tom's Hardware", "https://www.tomshardware.com/reviews/best-budget-4k-monitors,6128.html", "Our favourite cheap 4K monitors, tested. Good 27-inch 4K IPS panels now start at around $250."), 1),
   ("web", ("The Best 4K Monitors for 2024 | PCMag", "https://www.pcmag.com/picks/the-best-4k-monitors", "From budget office screens to HDR gaming panels, these are the top 4K monitors we've reviewed."), 1)]),
 ("en", "do you price match amazon", [
   ("kb", "pricematch", 2), ("kb", "returns", 0),
   ("web", ("Which Stores Price Match? 2024 Guide to Retailer Policies - NerdWallet", "https://www.nerdwallet.com/article/finance/price-matching-policies", "Best Buy, Target and several other retailers will match Amazon's price on identical items, but most exclude third-party sellers and lightning deals."), 1),
   ("web", ("Amazon Price Tracker, Price History Charts - camelcamelcamel", "https://camelcamelcamel.com/", "Free Amazon price tracker. Monitor prices on millions of products and receive alerts when prices drop."), 0)]),
 ("zh", "索尼降噪耳机多少钱", [
   ("db", "cn_xm5", 2), ("db", "cn_wf", 2), ("db", "cn_xb100", 0), ("db", "cn_ch720", 2),
   ("web", ("索尼WH-1000XM5降噪耳机怎么样？值得买吗 - 什么值得买", "https://post.smzdm.com/p/a8x3k2ml/", "XM5首发价2999元，目前电商平台常见到手价2299-2499元，降噪和佩戴舒适度都比XM4有提升。"), 1),
   ("web", ("索尼（SONY）WH-1000XM5 头戴式无线降噪耳机 - 京东", "https://item.jd.com/100035295081.html", "京东价 ¥2399.00 促销 满2000减100 索尼自营旗舰店"), 1),
   ("kb", "zh_warranty", 0), ("kb", "zh_member", 0)]),
 ("zh", "拆封了还能七天无理由退货吗", [
   ("kb", "zh_returns", 2), ("kb", "zh_warranty", 0),
   ("web", ("拆封的电子产品可以七天无理由退货吗？ - 知乎", "https://www.zhihu.com/question/38726512", "根据《网络购买商品七日无理由退货暂行办法》，商品拆封后只要不影响二次销售，仍可以适用七日无理由退货，但各平台对“影响二次销售”的认定不同。"), 1),
   ("web", ("七日无理由退货_百度百科", "https://baike.baidu.com/item/七日无理由退货/16179325", "七日无理由退货是指消费者通过网络、电视、电话、邮购等方式购买商品，自收到商品之日起七日内有权退货，且无需说明理由。"), 1)]),
 ("zh", "iphone13 以旧换新能抵多少钱", [
   ("db", "ti_13a", 2), ("db", "ti_13b", 2), ("db", "ti_12", 0),
   ("kb", "zh_tradein", 1), ("kb", "zh_member", 0),
   ("web", ("以旧换新回收价怎么算？各平台iPhone回收价对比 - 知乎", "https://zhuanlan.zhihu.com/p/689221437", "同样是iPhone 13 128G，不同平台回收价能差三四百元，成色、是否拆修和电池健康度影响最大。"), 1),
   ("web", ("京东以旧换新 - 京东", "https://huishou.jd.com/", "手机、电脑、家电以旧换新，上门回收，极速到账。"), 0)]),
 ("zh", "2000以内的扫地机器人有哪些", [
   ("db", "cn_m30", 0), ("db", "cn_3c", 2), ("db", "cn_mx2", 2), ("db", "cn_roborock", 0),
   ("web", ("2024年扫地机器人推荐：2000元内怎么选？ - 什么值得买", "https://post.smzdm.com/p/aq2n9ded/", "2000元以内重点看导航方式和吸力，激光导航机型已经下探到一千多元，自动集尘和免洗拖布一般要加钱。"), 1),
   ("kb", "zh_member", 0), ("kb", "zh_warranty", 0)]),
]
