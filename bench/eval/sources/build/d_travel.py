DOMAIN = "travel"
KB = {
 "baggage": ("SkyBridge Baggage Policy — Checked Baggage Allowance", "Economy Light fares include no checked bag; Economy Standard includes one checked bag up to 23 kg (50 lb); Economy Flex and Premium Economy include two bags of 23 kg each; Business Class includes two bags of 32 kg (70 lb) each. The maximum dimensions for any checked bag are 158 cm (62 in) in total length + width + height. Additional bags cost $75 each on transatlantic routes if purchased online at least 24 hours before departure, or $100 at the airport."),
 "carryon": ("SkyBridge Baggage Policy — Cabin Baggage", "All passengers may bring one cabin bag up to 56 x 36 x 23 cm and 8 kg, plus one personal item such as a handbag or laptop bag that fits under the seat in front (40 x 30 x 15 cm). Economy Light passengers may bring the personal item only; a cabin bag can be added for $30. Power banks and spare lithium batteries must be carried in the cabin and are never allowed in checked baggage; power banks over 160 Wh are not permitted at all."),
 "cancel": ("Changes and Cancellations", "Economy Flex and Business fares can be changed or cancelled free of charge up to 2 hours before departure. Economy Standard fares can be changed for a $99 fee plus any fare difference; cancellations receive a travel credit minus the fee. Economy Light fares are non-refundable and cannot be changed. All tickets booked directly with us can be cancelled for a full refund within 24 hours of booking if the departure is at least 7 days away."),
 "delay": ("Compensation for Delays (EU261 / UK261)", "On flights departing from the EU or UK, or arriving there on SkyBridge, passengers may be entitled to compensation of €250, €400 or €600 depending on flight distance when arriving more than 3 hours late, unless the delay was caused by extraordinary circumstances such as severe weather or air traffic control restrictions. For flights over 3,500 km the amount is €600. Submit a claim at skybridge.com/claims with your booking reference. Meal vouchers are issued at the airport for delays over 2 hours."),
 "pets": ("Travelling with Pets", "Cats and small dogs can travel in the cabin if the combined weight of the pet and carrier does not exceed 8 kg and the carrier fits under the seat. The fee is $125 per flight segment. Only one pet per passenger and up to four pets per cabin are accepted, so book early through the call centre. Larger dogs travel in the temperature-controlled hold for $250. Snub-nosed breeds are not accepted in the hold."),
 "miles": ("SkyMiles Club — Earning and Status", "Members earn 5 miles per US dollar spent on base fare and carrier surcharges. Silver status requires 25,000 status miles in a calendar year, Gold 50,000 and Platinum 100,000. Silver members get priority check-in, Gold members add lounge access and an extra checked bag, and Platinum members receive complimentary upgrades when available. Miles expire after 24 months without account activity."),
 "zh_baggage": ("青鸟航空行李规定 — 免费托运行李额", "国内航线经济舱旅客可免费托运行李20公斤，公务舱30公斤，头等舱40公斤；超值特惠经济舱不含免费托运行李额。国际航线经济舱免费托运1件，每件不超过23公斤，三边之和不超过158厘米。逾重行李按经济舱全票价的1.5%每公斤收费。婴儿旅客可免费托运一辆折叠式婴儿车。"),
 "zh_refund": ("客票退改签规定", "经济舱全价票（Y舱）在航班起飞前可免费退票和改期；折扣经济舱（B/M/H舱）起飞前7天以上退票收取票面价10%的手续费，7天内至起飞前4小时收取20%，起飞前4小时内及起飞后收取50%。特价舱位（Q/V舱）不得退票，改期需收取票面价30%的费用并补齐差价。"),
 "zh_checkin": ("值机与登机", "国内航班在起飞前45分钟停止办理值机手续，国际航班提前60分钟停止办理。旅客可在航班起飞前24小时通过青鸟航空App、官网或微信小程序办理网上值机并选座。登机口在航班起飞前15分钟关闭。充电宝必须随身携带，严禁托运，单个充电宝额定能量不得超过160Wh。"),
 "zh_delay": ("航班延误服务", "因航空公司自身原因造成航班延误4小时以上的，每位旅客可获得200元的经济补偿，延误8小时以上补偿400元；因天气、空管等非航空公司原因导致的延误不予经济补偿，但会协助安排餐食和住宿（费用自理）。补偿可在青鸟航空App“我的行程”中申请，款项将在7个工作日内退回原支付账户。"),
}
def F(no, o, d, dep, arr, fare):
    return ("flights", {"flight_no": no, "origin": o, "destination": d, "depart_local": dep, "arrive_local": arr, "status": "Scheduled", "fare_from_usd": fare})
def FS(no, date, sched, est, gate, status):
    return ("flight_status", {"flight_no": no, "date": date, "scheduled_dep": sched, "estimated_dep": est, "gate": gate, "status": status})
def ZF(no, o, d, date, t, price, seats):
    return ("航班", {"航班号": no, "出发": o, "到达": d, "日期": date, "起飞时间": t, "经济舱最低价_元": price, "余座": seats})
def FEE(code, desc, route, price, channel):
    return ("ancillary_fees", {"fee_code": code, "description": desc, "route_type": route, "price_usd": price, "purchase_channel": channel, "updated": "2024-04-01"})
DB = {
 "f117": F("SB117", "JFK", "LHR", "2024-06-14 18:30", "2024-06-15 06:40", 612),
 "f119": F("SB119", "JFK", "LHR", "2024-06-14 22:05", "2024-06-15 10:15", 548),
 "f121": F("SB121", "EWR", "LHR", "2024-06-14 19:45", "2024-06-15 07:55", 575),
 "fs1": FS("SB442", "2024-06-12", "14:10", "16:35", "B22", "Delayed"),
 "fs2": FS("SB442", "2024-06-11", "14:10", "14:18", "B20", "Landed"),
 "fs3": FS("SB424", "2024-06-12", "13:50", "13:50", "A7", "Boarding"),
 "fee_petc": FEE("PETC", "Pet in cabin (per segment)", "All", 125, "Call centre"),
 "fee_peth": FEE("PETH", "Pet in hold (per segment)", "All", 250, "Call centre"),
 "fee_bag2": FEE("BAG2", "Additional checked bag", "Transatlantic", 75, "Online (24h+ before departure)"),
 "fee_bag2a": FEE("BAG2A", "Additional checked bag", "Transatlantic", 100, "Airport"),
 "bk1": ("bookings", {"booking_ref": "QX7R2M", "passenger": "Jordan Ellis", "flight_no": "SB117", "date": "2024-06-14", "fare_class": "Economy Standard", "seat": "34C", "bags_included": 1}),
 "zf1": ZF("QN5103", "上海虹桥", "北京大兴", "2024-06-20", "07:30", 680, 23),
 "zf2": ZF("QN5107", "上海虹桥", "北京大兴", "2024-06-20", "12:45", 890, 41),
 "zf3": ZF("QN5111", "上海浦东", "北京首都", "2024-06-20", "19:10", 550, 6),
 "zf4": ZF("QN5103", "上海虹桥", "北京大兴", "2024-06-21", "07:30", 520, 65),
 "zs1": ("航班动态", {"航班号": "QN2281", "日期": "2024-06-12", "计划起飞": "09:20", "预计起飞": "11:05", "登机口": "32", "状态": "延误"}),
 "zs2": ("航班动态", {"航班号": "QN2281", "日期": "2024-06-11", "计划起飞": "09:20", "预计起飞": "09:26", "登机口": "30", "状态": "已到达"}),
}
WEB = {
 "nerd_bags": ("Airline Baggage Fees: How Much Does a Checked Bag Cost? - NerdWallet", "https://www.nerdwallet.com/article/travel/airline-baggage-fees", "Most US airlines charge $30 to $40 for a first checked bag on domestic flights; many transatlantic economy fares include one 23 kg bag."),
 "tsa": ("Lithium Batteries with 100 Watt Hours or Less | TSA", "https://www.tsa.gov/travel/security-screening/whatcanibring/items/lithium-batteries-100-watt-hours-or-less-device", "Power banks and spare lithium batteries are allowed in carry-on bags only. They are not allowed in checked bags."),
}
QUERIES = [
 ("en", "How many checked bags do I get on Economy Standard and what's the weight limit?", [
   ("kb", "baggage", 2), ("kb", "carryon", 0), ("kb", "miles", 0),
   ("web", "nerd_bags", 1), ("web", "tsa", 0),
   ("db", "bk1", 1), ("db", "fee_bag2", 0)]),
 ("en", "flight SB442 status", [
   ("db", "fs1", 2), ("db", "fs2", 0), ("db", "fs3", 0),
   ("web", ("SB442 SkyBridge Flight Tracking and History - FlightAware", "https://www.flightaware.com/live/flight/SBA442", "Track SkyBridge (SB) #442 flight from New York JFK to Chicago O'Hare. Delayed — departs 4:35 PM EDT from gate B22."), 2),
   ("web", ("SkyBridge Airways - Wikipedia", "https://en.wikipedia.org/wiki/SkyBridge_Airways", "SkyBridge Airways is an airline headquartered in New York, operating domestic and transatlantic routes from JFK."), 0),
   ("kb", "delay", 0), ("kb", "cancel", 0)]),
 ("en", "cheapest flight new york to london june 14", [
   ("db", "f117", 1), ("db", "f121", 1), ("db", "f119", 2),
   ("web", ("Cheap Flights from New York to London from $498 - KAYAK", "https://www.kayak.com/flight-routes/New-York-NYC/London-LON", "Find cheap flights from New York to London. Prices found in the last 72 hours start at $498 round trip."), 1),
   ("web", ("Best Time to Book Flights to London - Google Flights", "https://www.google.com/travel/flights/flights-from-new-york-to-london.html", "The cheapest time to fly from New York to London is usually February; prices peak in July."), 0),
   ("kb", "cancel", 0), ("kb", "baggage", 0)]),
 ("en", "can i bring a power bank in checked luggage", [
   ("kb", "carryon", 2), ("kb", "baggage", 0),
   ("web", "tsa", 2),
   ("web", ("Can You Bring a Portable Charger on a Plane? - Anker", "https://www.anker.com/blogs/chargers/can-you-bring-a-portable-charger-on-a-plane", "Yes, but only in your carry-on. Power banks up to 100 Wh are allowed without approval; 100–160 Wh need airline approval."), 1)]),
 ("en", "my flight from paris was delayed 4 hours what compensation do i get", [
   ("kb", "delay", 2), ("kb", "cancel", 0),
   ("web", ("EU261 Flight Delay Compensation: How to Claim up to €600 - Which?", "https://www.which.co.uk/consumer-rights/regulation/eu-regulation-261-flight-delay-compensation", "If your flight arrives more than three hours late you may be owed €250 to €600 depending on distance, unless extraordinary circumstances apply."), 1),
   ("web", ("Flight Delay Compensation - AirHelp", "https://www.airhelp.com/en/delayed-flight-compensation/", "Check if your delayed flight is eligible for up to $700 compensation in 3 minutes. No win, no fee."), 1),
   ("db", "fs1", 0), ("db", "fs2", 0)]),
 ("en", "bringing my cat in the cabin - whats the fee", [
   ("kb", "carryon", 0), ("kb", "pets", 2), ("kb", "baggage", 0),
   ("db", "fee_petc", 2), ("db", "fee_peth", 1), ("db", "fee_bag2", 0),
   ("web", ("Airline Pet Policies Compared: Flying With a Cat in Cabin - The Points Guy", "https://thepointsguy.com/guide/airline-pet-policies/", "In-cabin pet fees on major airlines range from $95 to $150 each way; most limit pet and carrier to about 8 kg."), 1),
   ("web", ("Cat carrier airline approved - Amazon.com", "https://www.amazon.com/s?k=airline+approved+cat+carrier", "Results for airline approved cat carrier: soft-sided, TSA approved, fits under seat."), 0)]),
 ("zh", "上海到北京6月20号最便宜的航班", [
   ("db", "zf1", 1), ("db", "zf2", 1), ("db", "zf3", 2), ("db", "zf4", 0),
   ("web", ("上海飞北京特价机票 - 携程旅行", "https://flights.ctrip.com/fuzzysearch/search?dcity=SHA&acity=BJS", "上海-北京 单程低至¥450，每日超过80个航班，支持低价提醒。"), 1),
   ("kb", "zh_refund", 0), ("kb", "zh_baggage", 0)]),
 ("zh", "QN2281今天延误了吗", [
   ("db", "zs1", 2), ("db", "zs2", 0),
   ("web", ("QN2281航班动态 青鸟航空 - 飞常准", "https://www.variflight.com/flight/fnum/QN2281.html", "QN2281 成都双流—杭州萧山 计划09:20起飞，预计11:05起飞，状态：延误。"), 2),
   ("kb", "zh_delay", 1), ("kb", "zh_checkin", 0)]),
 ("zh", "特价机票能退吗 手续费多少", [
   ("kb", "zh_refund", 2), ("kb", "zh_delay", 0),
   ("web", ("民航局发布机票退改签新规：退票费不得高于票面价 - 中国民用航空局", "https://www.caac.gov.cn/XWZX/MHYW/202101/t20210118_206042.html", "航空公司应当根据客票价格、退改时间等因素制定退改签规则，不得设置不合理的退票费。"), 1),
   ("web", ("上海飞北京特价机票 - 携程旅行", "https://flights.ctrip.com/fuzzysearch/search?dcity=SHA&acity=BJS", "上海-北京 单程低至¥450，每日超过80个航班，支持低价提醒。"), 0)]),
 ("zh", "航班延误4个小时赔多少钱啊", [
   ("kb", "zh_delay", 2), ("kb", "zh_refund", 0),
   ("web", ("航班延误补偿标准是什么？ - 知乎", "https://www.zhihu.com/question/20198854", "国内没有统一的延误赔偿标准，各航空公司自行制定，一般延误4小时以上补偿200元左右，天气原因不赔。"), 1),
   ("db", "zs1", 0), ("db", "zs2", 0)]),
]
