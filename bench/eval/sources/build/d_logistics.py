DOMAIN = "logistics"
KB = {
 "customs": ("ParcelPath International Shipping — Customs and Duties", "Shipments leaving the US require a commercial invoice for any goods; documents-only envelopes are exempt. For DDU (Delivered Duty Unpaid) shipments the recipient pays import duties and taxes before delivery; with DDP (Delivered Duty Paid) the sender is billed. Recipients can pay online using the link in the customs notice. Packages held in customs for more than 10 days without payment are returned to the sender at the sender's expense."),
 "prohibited": ("Prohibited and Restricted Items", "We do not accept aerosols, flammable liquids, perfume or cologne over 100 ml per bottle, loose lithium batteries, firearms, live animals or cash. Perfume up to 100 ml may be shipped domestically by Ground only, in its original sealed packaging. Alcohol can be shipped domestically only between licensed businesses with an adult signature service. Packages found to contain prohibited items will be held and may be destroyed without refund."),
 "dimweight": ("Rates — Dimensional Weight", "Shipping charges are based on the greater of actual weight and dimensional weight. Dimensional weight in pounds is length × width × height in inches divided by 139, for both domestic and international services. For example, a 20 × 16 × 12 inch box has a dimensional weight of 28 lb (3,840 ÷ 139 = 27.6, rounded up) even if it weighs only 8 lb. Round each measurement to the nearest whole inch before calculating."),
 "missed": ("Missed Deliveries", "If no one is available to sign, the driver leaves a notice and makes a second attempt the next business day. After two failed attempts the parcel is held at the nearest ParcelPath Point for 7 days, then returned to the sender. You can redirect a parcel to a ParcelPath Point or a neighbour, or reschedule delivery, from the tracking page until 7 a.m. on the delivery day."),
 "claim": ("Filing a Damage or Loss Claim", "Claims for damaged parcels must be filed within 21 days of delivery; claims for lost parcels within 60 days of the ship date. Keep the box and all packing materials until the claim is settled, as an inspection may be required. Coverage is $100 per package by default; additional declared value can be purchased at $1.20 per $100. Claims are settled within 10 business days of receiving all documents."),
 "zh_jijia": ("顺达快递 资费标准说明", "同城快递首重1公斤12元，续重每公斤2元；省内首重1公斤13元，续重每公斤3元；跨省首重1公斤18元起，续重按区域每公斤5至15元。体积重量（公斤）=长×宽×高（厘米）÷6000，按实际重量与体积重量中较大者计费，不足1公斤按1公斤计算。"),
 "zh_jinji": ("禁寄物品目录", "严禁寄递易燃易爆物品、管制刀具、毒品、活体动物、现金及有价证券。锂电池须安装在设备内寄递，单独的充电宝、电池不予收寄。液体类物品（如化妆品）单瓶不超过500毫升且须密封包装。食品须为预包装食品并在保质期内。"),
 "zh_baojia": ("保价与理赔", "寄件时可选择保价服务，保价费率为声明价值的0.5%，最低1元。未保价快件发生丢失或损毁的，按运费的3倍赔偿，最高不超过300元；保价快件按实际损失赔偿，最高不超过声明价值。收件人应在签收时当面验货，如有破损请拒收并联系快递员，签收后7日内可申请理赔。"),
 "zh_paisong": ("派送与自提", "快件到达后，快递员会在派送前电话联系收件人。如收件人不在，可选择放入丰巢快递柜或驿站代收。快递柜免费保管18小时，超时后每12小时收费0.5元，最高收费3元。驿站保管期为3天，逾期未取将退回寄件人。"),
}
def SH(no, svc, d, o, dest, st, scan, eta):
    return ("shipments", {"tracking_no": no, "service": svc, "ship_date": d, "origin": o, "destination": dest, "status": st, "last_scan": scan, "eta": eta})
def RT(svc, w, price, days):
    return ("rate_card", {"service": svc, "zone": 5, "weight_lb": w, "price_usd": price, "transit_days": days, "effective_date": "2024-01-15"})
def ZT(t, loc, st, note, no="SD7350028816"):
    return ("快件轨迹", {"运单号": no, "时间": t, "地点": loc, "状态": st, "说明": note})
def ZW(name, addr, hours, tel, send):
    return ("网点", {"网点名称": name, "地址": addr, "营业时间": hours, "电话": tel, "支持寄件": send})
DB = {
 "sh1": SH("PP4471920385US", "Ground", "2024-06-07", "Columbus, OH", "Denver, CO", "In transit", "2024-06-10 21:14 Kansas City, MO hub", "2024-06-12"),
 "sh2": SH("PP4471920386US", "Ground", "2024-06-07", "Columbus, OH", "Austin, TX", "Delivered", "2024-06-10 14:02 Austin, TX", "2024-06-10"),
 "sh3": SH("PP9902113847US", "International Economy", "2024-06-03", "Seattle, WA", "Toronto, ON, Canada", "Held at customs", "2024-06-06 09:31 Mississauga, ON — duties unpaid (DDU)", None),
 "rt_g": RT("Ground", 10, 18.45, "3-4"),
 "rt_es": RT("Express Saver", 10, 41.20, "3"),
 "rt_2d": RT("2Day", 10, 58.75, "2"),
 "rt_po": RT("Priority Overnight", 10, 96.80, "1"),
 "rt_g28": RT("Ground", 28, 34.90, "3-4"),
 "zt1": ZT("2024-06-12 08:41", "杭州市西湖区", "派送中", "快递员周师傅正在派送，预计今日12:00前送达"),
 "zt2": ZT("2024-06-12 05:10", "杭州转运中心", "已到达", "快件已到达杭州转运中心"),
 "zt3": ZT("2024-06-11 19:32", "上海青浦转运中心", "已发出", "快件已从上海青浦转运中心发出"),
 "zw1": ZW("顺达快递 西湖文三路营业部", "杭州市西湖区文三路178号", "08:30-20:00", "0571-88306621", "是"),
 "zw2": ZW("顺达快递 西溪路驿站（合作点）", "杭州市西湖区西溪路525号", "09:00-21:00", "0571-87652210", "否"),
 "zw3": ZW("顺达快递 滨江江南大道营业部", "杭州市滨江区江南大道3850号", "08:30-19:30", "0571-86697310", "是"),
}
WEB = {}
QUERIES = [
 ("en", "where is my package PP4471920385US", [
   ("db", "sh1", 2), ("db", "sh2", 0),
   ("web", ("Package stuck at Kansas City hub for 2 days? : r/ParcelPath", "https://www.reddit.com/r/ParcelPath/comments/1d9q7zx/package_stuck_at_kansas_city_hub/", "Mine sat at KC for two days last month and then showed up on the original ETA. Usually nothing to worry about."), 0),
   ("web", ("Track a Package | ParcelPath", "https://www.parcelpath.com/tracking", "Enter up to 30 tracking numbers to see the latest status, delivery date and proof of delivery."), 1),
   ("kb", "missed", 0), ("kb", "claim", 0)]),
 ("en", "How is dimensional weight calculated for a 20x16x12 box?", [
   ("kb", "dimweight", 2), ("kb", "claim", 0),
   ("web", ("How to Calculate Dimensional Weight | UPS", "https://www.ups.com/us/en/support/shipping-support/shipping-dimensions-weight.page", "Multiply length, width and height in inches and divide by 139 to get the dimensional weight in pounds."), 1),
   ("web", ("Dimensional Weight Calculator - ShipBob", "https://www.shipbob.com/dim-weight-calculator/", "Enter your package dimensions to calculate DIM weight for UPS, FedEx and USPS."), 1),
   ("db", "rt_g28", 1), ("db", "rt_g", 0)]),
 ("en", "my package to canada is held at customs what do i do", [
   ("db", "sh3", 2), ("db", "sh1", 0),
   ("kb", "customs", 2), ("kb", "prohibited", 0),
   ("web", ("Paying duties and taxes on items you import - Canada Border Services Agency", "https://www.cbsa-asfc.gc.ca/import/duty-taxes-droits-taxes-eng.html", "Couriers may collect duties and taxes from you before releasing your package, along with a brokerage fee."), 1),
   ("web", ("Why is my package held at customs? - Reddit r/PersonalFinanceCanada", "https://www.reddit.com/r/PersonalFinanceCanada/comments/14f2k8x/package_held_at_customs/", "Usually it means duties weren't prepaid. You get a letter or email with a link to pay."), 1)]),
 ("en", "ground vs overnight price 10 lb zone 5", [
   ("db", "rt_g", 2), ("db", "rt_es", 1), ("db", "rt_2d", 1), ("db", "rt_po", 2),
   ("kb", "dimweight", 0), ("kb", "missed", 0),
   ("web", ("ParcelPath vs UPS vs FedEx Shipping Rates Compared (2024) - ShipBob", "https://www.shipbob.com/blog/shipping-rates-comparison/", "We compared ground and overnight rates for 1 to 50 lb packages across the major carriers."), 1)]),
 ("en", "can I ship perfume", [
   ("kb", "prohibited", 2), ("kb", "customs", 0),
   ("web", ("Can You Ship Perfume? USPS, UPS and FedEx Rules - Shippo", "https://goshippo.com/blog/how-to-ship-perfume", "Perfume is a flammable liquid; most carriers allow small quantities by ground only and ban it on air services."), 1),
   ("web", ("Perfume - Wikipedia", "https://en.wikipedia.org/wiki/Perfume", "Perfume is a mixture of fragrant essential oils or aroma compounds, fixatives and solvents."), 0)]),
 ("en", "Package arrived damaged, how long do I have to file a claim?", [
   ("kb", "claim", 2), ("kb", "missed", 0),
   ("web", ("What to Do If Your Package Arrives Damaged - Consumer Reports", "https://www.consumerreports.org/shopping/what-to-do-if-your-package-arrives-damaged-a4418235617/", "Take photos, keep the packaging and contact both the seller and the carrier as soon as possible; deadlines vary by carrier."), 1),
   ("db", "sh2", 0), ("db", "sh1", 0)]),
 ("zh", "SD7350028816到哪了", [
   ("db", "zt1", 2), ("db", "zt2", 1), ("db", "zt3", 1),
   ("web", ("顺达快递单号查询 - 快递100", "https://www.kuaidi100.com/all/sd.shtml", "输入顺达快递单号，实时查询物流轨迹，支持批量查询。"), 1),
   ("kb", "zh_paisong", 0), ("kb", "zh_baojia", 0)]),
 ("zh", "西湖区顺达营业部几点关门", [
   ("db", "zw1", 2), ("db", "zw2", 1), ("db", "zw3", 0),
   ("web", ("顺达快递网点查询 - 百度地图", "https://map.baidu.com/search/顺达快递/@13376543,3517432,13z", "附近的顺达快递营业部、驿站及快递柜位置与电话。"), 1),
   ("kb", "zh_paisong", 0), ("kb", "zh_jijia", 0)]),
 ("zh", "快递柜超时怎么收费", [
   ("kb", "zh_paisong", 2), ("kb", "zh_baojia", 0),
   ("web", ("丰巢快递柜超时收费标准：18小时后每12小时0.5元 - 澎湃新闻", "https://www.thepaper.cn/newsDetail_forward_7230145", "丰巢快递柜免费保管时长为18小时，超时后每12小时收费0.5元，3元封顶。"), 2),
   ("web", ("快递柜超时收费合法吗？ - 知乎", "https://www.zhihu.com/question/395874621", "收费本身不违法，但快递员未经同意把快递放进柜子是违规的。"), 1),
   ("db", "zw2", 0), ("db", "zw1", 0)]),
 ("zh", "寄一个5公斤的箱子 60x40x40 跨省运费怎么算", [
   ("kb", "zh_jijia", 2), ("kb", "zh_baojia", 0), ("kb", "zh_jinji", 0),
   ("web", ("快递体积重量怎么计算？公式和例子 - 百度知道", "https://zhidao.baidu.com/question/2181930418827319108.html", "一般快递用长×宽×高÷6000（厘米），得出体积重量和实际重量比较，取大的计费。"), 1),
   ("web", ("顺达快递运费查询 - 快递100", "https://www.kuaidi100.com/price/sd.shtml", "选择寄件地和收件地，输入重量即可估算顺达快递运费。"), 1)]),
]
