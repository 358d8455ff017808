DOMAIN = "realestate"
KB = {
 "apply": ("Oakridge Realty — Rental Application Requirements", "To apply for a rental, each adult occupant must submit a completed application, a government-issued photo ID and proof of income such as recent pay stubs or an offer letter. We require a gross monthly income of at least three times the monthly rent; guarantors must earn at least 80 times the monthly rent annually. The application fee is $45 per adult and is non-refundable. Applications are usually processed within 2 business days."),
 "deposit": ("Security Deposits and Move-out", "The security deposit equals one month's rent and is held in a separate escrow account. Within 21 days of move-out we return the deposit, minus any deductions for damage beyond normal wear and tear, together with an itemised statement. Normal wear includes minor scuffs, faded paint and small nail holes from hanging pictures; large holes, pet damage, burns and missing fixtures are deducted."),
 "pets": ("Oakridge Pet Policy", "Cats and dogs are welcome in most of our buildings; listings marked 'no pets' exclude all animals except service and assistance animals. A maximum of two pets per unit is allowed. Each pet requires a one-time $300 pet fee and $35 monthly pet rent. Dogs over 60 lb and certain breeds require manager approval before the lease is signed."),
 "break": ("Breaking a Lease Early", "Tenants who need to end their lease early must give 60 days' written notice and pay a lease-break fee equal to one month's rent. Alternatively, you may find a qualified replacement tenant approved by us, in which case only a $250 administrative fee applies. Service members with PCS orders may terminate with 30 days' notice and no fee under the SCRA."),
 "maint": ("Maintenance Requests", "Submit maintenance requests through the resident portal. Emergencies such as no heat in winter, major leaks, gas smells or a lockout should be reported by phone 24/7 at (555) 017-4400. Routine requests are typically completed within 3 business days. Tenants are responsible for replacing light bulbs and smoke detector batteries."),
 "zh_fee": ("安居房产 服务收费标准", "二手房买卖居间服务费为成交价的2.7%，由买方支付；贷款代办服务费为3000元/套。房屋租赁居间服务费为一个月租金，由承租方支付。所有费用须在合同签订时开具正规发票，经纪人不得以任何名义私自收取现金或额外费用。"),
 "zh_loan": ("购房贷款常见问题", "首套住房商业贷款最低首付比例为15%，二套住房最低首付比例为25%。公积金贷款最高额度为单人60万元、夫妻双方120万元。贷款审批一般需要15至20个工作日，放款时间以银行实际安排为准。"),
 "zh_rent": ("租房签约须知", "签约前请核对房东身份证和房产证原件，确认出租人为产权人或持有授权委托书。押金一般为一个月租金，付款方式以“押一付三”为主。合同期内租金不得上涨；承租人提前退租需提前30天书面通知，押金不予退还。"),
 "zh_tax": ("二手房交易税费说明", "契税：首套房90平方米及以下按1%，90平方米以上按1.5%；二套房90平方米及以下按1%，以上按2%。增值税：满二年免征。个人所得税：满五唯一免征，否则按差额的20%或总价的1%征收。以上税费均由买方或卖方按合同约定承担。"),
}
def L(i, addr, hood, beds, baths, rent, avail, pets):
    return ("listings", {"listing_id": i, "address": addr, "neighborhood": hood, "beds": beds, "baths": baths, "rent_usd": rent, "available_from": avail, "pets_allowed": pets})
def RS(addr, hood, d, price, sqft, beds, dom):
    return ("recent_sales", {"address": addr, "neighborhood": hood, "sold_date": d, "sold_price_usd": price, "sqft": sqft, "beds": beds, "days_on_market": dom})
def ZF(i, xq, qu, hx, area, price, d):
    return ("房源", {"房源编号": i, "小区": xq, "区域": qu, "户型": hx, "面积_平方米": area, "总价_万元": price, "挂牌日期": d})
def ZR(i, xq, hx, rent, pay, d, metro):
    return ("租房", {"房源编号": i, "小区": xq, "户型": hx, "月租_元": rent, "付款方式": pay, "可入住日期": d, "近地铁": metro})
DB = {
 "l1": L("OR-1182", "412 Linden Ave Apt 3B", "Riverside", 2, 1, 1850, "2024-07-01", True),
 "l2": L("OR-1190", "88 Harbor St Unit 5", "Riverside", 2, 2, 2275, "2024-06-15", False),
 "l4": L("OR-1211", "230 Cedar Blvd Apt 12", "Riverside", 3, 2, 2950, "2024-08-01", True),
 "l5": L("OR-1218", "19 Willow Ln", "Riverside", 2, 1, 1725, "2024-07-15", True),
 "l3": L("OR-1204", "1507 Maple Ct", "Northgate", 1, 1, 1390, "2024-06-20", True),
 "rs1": RS("27 Birch Rd", "Northgate", "2024-05-14", 485000, 1640, 3, 12),
 "rs2": RS("114 Aspen Way", "Northgate", "2024-04-29", 512500, 1810, 3, 8),
 "rs3": RS("9 Spruce Ct", "Northgate", "2024-03-02", 455000, 1520, 3, 27),
 "rs4": RS("61 Elm St", "Riverside", "2024-05-20", 610000, 2050, 4, 5),
 "zf1": ZF("AJ240518", "翠湖花园", "滨江区", "3室2厅", 89, 385, "2024-05-18"),
 "zf2": ZF("AJ240522", "翠湖花园", "滨江区", "2室1厅", 68, 298, "2024-05-22"),
 "zf3": ZF("AJ240601", "星河湾", "滨江区", "3室2厅", 112, 520, "2024-06-01"),
 "zf5": ZF("AJ240607", "翠湖花园", "滨江区", "3室1厅", 96, 405, "2024-06-07"),
 "zr1": ZR("ZR0611", "西溪诚园", "1室1厅", 3200, "押一付三", "2024-06-15", "是（地铁5号线 约600米）"),
 "zr2": ZR("ZR0612", "西溪诚园", "2室1厅", 4800, "押一付三", "2024-07-01", "是（地铁5号线 约600米）"),
 "zr3": ZR("ZR0605", "文新小区", "1室0厅", 2600, "押一付一", "2024-06-10", "否"),
}
WEB = {}
QUERIES = [
 ("en", "2 bedroom apartments in riverside under 2000 that allow dogs", [
   ("db", "l1", 2), ("db", "l2", 0), ("db", "l5", 2), ("db", "l4", 0),
   ("kb", "pets", 1), ("kb", "apply", 0),
   ("web", ("Riverside Apartments for Rent - Zillow", "https://www.zillow.com/riverside-oakridge/rentals/", "142 rentals available in Riverside. Median rent for a 2-bedroom is $2,050."), 1),
   ("web", ("Dog-Friendly Apartments in Riverside - Apartments.com", "https://www.apartments.com/riverside-oakridge/pet-friendly-dog/", "Browse dog-friendly apartments with photos, prices and pet policies."), 1)]),
 ("en", "How much income do I need to rent a $1,850 apartment?", [
   ("kb", "apply", 2), ("kb", "deposit", 0),
   ("web", ("The 3x Rent Rule Explained - Apartment List", "https://www.apartmentlist.com/renter-life/how-much-rent-can-i-afford", "Many landlords require a gross monthly income of about three times the rent, so a $1,850 apartment needs roughly $5,550 a month."), 2),
   ("web", ("Rent Affordability Calculator - Zillow", "https://www.zillow.com/rent-affordability-calculator/", "Enter your income and monthly debts to see how much rent you can afford."), 1),
   ("db", "l1", 0), ("db", "l5", 0)]),
 ("en", "when will I get my security deposit back after moving out", [
   ("kb", "deposit", 2), ("kb", "break", 0),
   ("web", ("Deadlines for Returning Security Deposits by State - Nolo", "https://www.nolo.com/legal-encyclopedia/chart-deadlines-returning-security-deposits-29024.html", "State laws give landlords between 14 and 60 days after move-out to return a tenant's deposit."), 1),
   ("web", ("How to get your full security deposit back - Apartments.com", "https://www.apartments.com/blog/how-to-get-your-security-deposit-back", "Document the unit's condition at move-in, clean thoroughly and leave a forwarding address."), 1)]),
 ("en", "what did 3 bed houses sell for in northgate recently", [
   ("db", "rs1", 2), ("db", "rs2", 2), ("db", "rs4", 0), ("db", "rs3", 2),
   ("kb", "apply", 0), ("kb", "maint", 0),
   ("web", ("Northgate Housing Market: House Prices & Trends | Redfin", "https://www.redfin.com/neighborhood/284619/northgate/housing-market", "In May 2024, Northgate home prices were up 4.2% compared to last year, selling for a median price of $498K."), 1)]),
 ("en", "are nail holes normal wear and tear", [
   ("kb", "deposit", 2), ("kb", "maint", 0),
   ("web", ("Normal Wear and Tear vs. Damage: What Landlords Can Charge - Nolo", "https://www.nolo.com/legal-encyclopedia/what-is-ordinary-wear-tear-rental-property.html", "A few small nail holes, minor scuffs and faded paint are normal wear and tear; large holes and broken fixtures count as damage."), 2),
   ("web", ("How to Fill Nail Holes in Drywall - The Home Depot", "https://www.homedepot.com/c/ah/how-to-fill-nail-holes/9ba683603be9fa5395fab9017a9d9b4", "Use lightweight spackle and a putty knife, let it dry, then sand and paint."), 0),
   ("db", "l1", 0), ("db", "l3", 0)]),
 ("en", "what credit score do i need to rent an apartment", [
   ("kb", "apply", 1), ("kb", "pets", 0),
   ("web", ("What Credit Score Do You Need to Rent an Apartment? - Experian", "https://www.experian.com/blogs/ask-experian/what-credit-score-do-you-need-to-rent-an-apartment/", "There's no set minimum, but many landlords look for a score of 620 or higher; a lower score may mean a larger deposit or a co-signer."), 2),
   ("web", ("Credit Score Needed to Rent an Apartment - Zillow", "https://www.zillow.com/learn/credit-score-to-rent-an-apartment/", "Most landlords prefer applicants with credit scores of 650 or above."), 2),
   ("db", "l3", 0), ("db", "l1", 0)]),
 ("zh", "翠湖花园三居室挂牌价多少", [
   ("db", "zf1", 2), ("db", "zf2", 0), ("db", "zf5", 2), ("db", "zf3", 0),
   ("web", ("翠湖花园二手房 - 贝壳找房", "https://hz.ke.com/ershoufang/c1811043172345/", "翠湖花园在售二手房23套，参考均价43,260元/平方米。"), 1),
   ("kb", "zh_fee", 0), ("kb", "zh_tax", 0)]),
 ("zh", "买二手房中介费怎么收", [
   ("kb", "zh_fee", 2), ("kb", "zh_tax", 1),
   ("web", ("二手房中介费一般是多少？谁来付？ - 知乎", "https://www.zhihu.com/question/30194872", "各地中介费在1%到3%之间，大型中介一般是2%至3%，多数由买方承担。"), 1),
   ("web", ("二手房交易流程详解 - 房天下", "https://esf.fang.com/zt/201806/jiaoyiliucheng.html", "从看房、签约、网签、贷款审批到过户交房，一文看懂二手房交易全流程。"), 0)]),
 ("zh", "首套房100平米契税多少", [
   ("kb", "zh_tax", 2), ("kb", "zh_loan", 0),
   ("web", ("契税计算器 - 房天下", "https://www.fang.com/tools/qishui.htm", "输入房屋面积、总价及是否首套，在线计算契税。"), 1),
   ("db", "zf3", 0), ("db", "zf5", 0)]),
 ("zh", "西溪诚园一室一厅月租多少 近地铁吗", [
   ("db", "zr1", 2), ("db", "zr2", 0), ("db", "zr3", 0),
   ("web", ("西溪诚园租房 - 贝壳找房", "https://hz.zu.ke.com/zufang/c1811043226018/", "西溪诚园在租房源12套，一室月租3000-3400元，距地铁5号线五常站约600米。"), 1),
   ("kb", "zh_rent", 0), ("kb", "zh_fee", 0)]),
]
