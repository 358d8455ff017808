DOMAIN = "hr"
KB = {
 "pto": ("Employee Handbook §5.1 — Paid Time Off", "Full-time employees accrue paid time off (PTO) at 1.67 days per month, for 20 days per calendar year. Employees with five or more years of service accrue 25 days. Up to 5 unused days may be carried over into the next year and must be used by 31 March; any remaining carried-over days are forfeited. PTO requests of more than three consecutive days should be submitted in Workday at least two weeks in advance and approved by your line manager."),
 "sick": ("Employee Handbook §5.3 — Sick Leave", "Sick leave is separate from PTO. Employees receive 10 paid sick days per year, which do not carry over to the next year. For absences longer than three consecutive working days, a doctor's note must be uploaded to Workday within five days of returning to work. Sick days may also be used to care for a dependent child, spouse or parent who is ill or has a medical appointment."),
 "parental": ("Parental Leave Policy", "Birthing parents are entitled to 16 weeks of fully paid parental leave; non-birthing parents, including fathers, partners, adoptive and foster parents, receive 12 weeks of fully paid leave. Leave must be taken within 12 months of the birth or placement and can be split into up to two blocks. Employees must have completed 6 months of service to be eligible. Notify HR at least 8 weeks before the expected start date."),
 "remote": ("Hybrid & Remote Work Policy", "Employees in hybrid roles are expected in the office on Tuesdays and Thursdays. Additional remote days are agreed with your manager. Working from another country is permitted for up to 20 working days per calendar year, subject to approval by HR and Legal at least 3 weeks in advance; some countries are excluded for tax and data-protection reasons. A one-time home office stipend of $500 is available to new hybrid employees."),
 "expenses": ("Travel & Expense Policy §3 — Meals and Lodging", "Meal expenses while travelling are reimbursed up to a daily limit of $75 in the US and €65 in Europe, including tips. Alcohol is not reimbursable except at approved client dinners. Hotel bookings must be made through Navan; the nightly cap is $250 in standard cities and $350 in high-cost cities (New York, San Francisco, London, Zurich). Submit receipts in Expensify within 30 days of the trip's end date."),
 "exp_submit": ("How to Submit an Expense Report", "Open Expensify, click New Report and attach a photo of each receipt. Choose the cost centre shown on your Workday profile and the project code if the expense is billable to a client. Receipts are required for every item over $25. Reports are approved first by your manager and then by Finance; reimbursement is paid with the next payroll run after Finance approval, usually within 7 to 14 days of submission."),
 "learning": ("Learning & Development Budget", "Each employee has an annual learning budget of $1,500 for courses, certifications, books and conferences. Requests above $500 require manager approval in Workday before purchase. Conference travel is paid from the team's travel budget, not the learning budget. If you leave within 12 months of a reimbursed certification over $1,000, the cost must be repaid pro rata. Unused budget does not carry over."),
 "zh_annual": ("员工手册 第四章 第一节 年休假", "员工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。公司在法定年休假基础上每年额外提供3天福利假。当年未休完的年假可顺延至次年3月31日，逾期作废。申请年假需在钉钉提交请假审批，连续休假3天以上需提前一周申请。"),
 "zh_sick": ("员工手册 第四章 第二节 病假", "员工因病需要休息的，应在当天上午10点前告知直属主管，并于返岗后3个工作日内在钉钉补交病假申请及二级以上医院出具的病假证明。病假期间工资按本人基本工资的80%发放，每年累计病假超过30天的部分按当地最低工资标准的80%发放。"),
 "zh_reimb": ("差旅报销制度", "员工出差住宿标准：一线城市（北京、上海、广州、深圳）每晚不超过500元，其他城市每晚不超过350元；伙食补助每天100元，按出差天数包干发放，无需发票。出差结束后15个工作日内须在费控系统提交报销，超过60天未提交的不予报销。高铁二等座、经济舱机票可直接报销，其他舱位需部门负责人审批。"),
 "zh_housing": ("住房公积金与社保缴纳说明", "公司按员工上年度月平均工资为基数缴纳社会保险和住房公积金，公积金缴存比例为单位和个人各12%。新员工入职当月起缴纳。每年7月调整一次缴费基数，调整结果会在工资条中体现。如需提取公积金用于租房或购房，请自行登录当地公积金中心网站办理，人力资源部可提供在职证明。"),
 "zh_probation": ("试用期管理规定", "劳动合同期限三年以上的，试用期为六个月；一年以上不满三年的，试用期为两个月至三个月。试用期工资为转正工资的90%。试用期满前两周，直属主管需在系统中完成转正评估，评估通过后于次月1日转正。试用期内员工提出离职需提前3天书面通知。"),
}
def LB(t, ent, used, rem):
    return ("leave_balances", {"employee_id": "E10442", "employee_name": "Dana Whitfield", "leave_type": t, "entitled_days": ent, "used_days": used, "remaining_days": rem, "as_of": "2024-06-03"})
def H(d, name, region, closed):
    return ("company_holidays", {"date": d, "holiday": name, "region": region, "office_closed": closed, "year": 2024})
def PD(city, country, tier, lodging, meals, cur):
    return ("travel_rate_caps", {"city": city, "country": country, "tier": tier, "lodging_cap_usd": lodging, "meals_cap_per_day": meals, "meals_currency": cur, "effective_from": "2024-01-01"})
DB = {
 "lb_pto": LB("PTO", 20, 12.5, 7.5),
 "lb_sick": LB("Sick", 10, 2, 8),
 "lb_carry": LB("PTO carry-over (expires 2024-03-31)", 5, 5, 0),
 "h_thx": H("2024-11-28", "Thanksgiving Day", "US", True),
 "h_thx2": H("2024-11-29", "Day after Thanksgiving", "US", True),
 "h_xmas": H("2024-12-25", "Christmas Day", "US", True),
 "h_uk": H("2024-08-26", "Summer Bank Holiday", "UK", True),
 "pd_nyc": PD("New York", "US", "high-cost", 350, 75, "USD"),
 "pd_aus": PD("Austin", "US", "standard", 250, 75, "USD"),
 "pd_lon": PD("London", "UK", "high-cost", 350, 65, "EUR"),
 "zlb_annual": ("假期余额", {"工号": "XH2087", "姓名": "李明远", "假期类型": "年休假（含福利假3天）", "年度额度": 8, "已用": 3, "剩余": 5, "更新日期": "2024-06-01"}),
 "zlb_comp": ("假期余额", {"工号": "XH2087", "姓名": "李明远", "假期类型": "调休", "年度额度": 4, "已用": 1, "剩余": 3, "更新日期": "2024-06-01"}),
 "zh_guoqing": ("法定节假日安排", {"年份": 2024, "节日": "国庆节", "放假日期": "2024-10-01至2024-10-07", "天数": 7, "调休上班日": "2024-09-29、2024-10-12"}),
 "zh_zhongqiu": ("法定节假日安排", {"年份": 2024, "节日": "中秋节", "放假日期": "2024-09-15至2024-09-17", "天数": 3, "调休上班日": "2024-09-14"}),
}
QUERIES = [
 ("en", "how many vacation days do I have left this year", [
   ("db", "lb_pto", 2), ("db", "lb_carry", 1), ("db", "lb_sick", 0),
   ("kb", "pto", 1), ("kb", "sick", 0),
   ("web", ("Paid Time Off (PTO): What It Is and How It Works - Investopedia", "https://www.investopedia.com/terms/p/paid-time-off-pto.asp", "Paid time off (PTO) is a policy that pools vacation, sick and personal days into a single bank of days employees can use."), 0),
   ("web", ("PTO Calculator: How Much Time Off Have You Earned? - Calculator.net", "https://www.calculator.net/pto-calculator.html", "Estimate accrued PTO hours based on your accrual rate, pay period and hours used so far this year."), 0)]),
 ("en", "Can I carry over unused PTO to next year?", [
   ("kb", "sick", 0), ("kb", "pto", 2), ("kb", "learning", 0),
   ("web", ("PTO Carryover Policies: What Employers Should Know - SHRM", "https://www.shrm.org/topics-tools/news/benefits-compensation/pto-carryover-policies", "Many employers cap carryover at five days or require carried-over days to be used within the first quarter of the new year."), 1),
   ("web", "investo", 0),
   ("db", "lb_carry", 1), ("db", "lb_pto", 0)]),
 ("en", "paternity leave how many weeks", [
   ("kb", "parental", 2), ("kb", "sick", 0),
   ("web", ("Family and Medical Leave Act | U.S. Department of Labor", "https://www.dol.gov/agencies/whd/fmla", "FMLA entitles eligible employees of covered employers to take up to 12 workweeks of unpaid, job-protected leave in a 12-month period for the birth of a child."), 1),
   ("web", ("Paternity Leave in the US: What the Law Says - Forbes Advisor", "https://www.forbes.com/advisor/business/paternity-leave/", "There is no federal law requiring paid paternity leave in the US, though a growing number of employers and states offer it."), 1),
   ("db", "lb_sick", 0), ("db", "lb_pto", 0)]),
 ("en", "What's the hotel limit per night for a business trip to New York?", [
   ("db", "pd_nyc", 2), ("db", "pd_aus", 0), ("db", "pd_lon", 0),
   ("kb", "expenses", 2), ("kb", "exp_submit", 0),
   ("web", ("Per Diem Rates | GSA", "https://www.gsa.gov/travel/plan-book/per-diem-rates", "Look up FY 2024 federal per diem rates for lodging and meals and incidental expenses by city, county or ZIP code."), 0),
   ("web", ("Average Hotel Prices in New York City 2024 - Kayak", "https://www.kayak.com/New-York-Hotels.15830.hotel.ksp", "Hotels in New York cost $312 per night on average this month; 3-star hotels from $189."), 0)]),
 ("en", "is the office closed the day after thanksgiving", [
   ("kb", "remote", 0), ("kb", "pto", 0),
   ("web", ("Federal Holidays 2024 | U.S. Office of Personnel Management", "https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/", "Thursday, November 28: Thanksgiving Day. Wednesday, December 25: Christmas Day."), 0),
   ("web", ("Is Black Friday a Holiday? - Time and Date", "https://www.timeanddate.com/holidays/us/black-friday", "Black Friday is not a federal holiday, but many businesses give employees the day off after Thanksgiving."), 1),
   ("db", "h_thx", 1), ("db", "h_thx2", 2), ("db", "h_xmas", 0)]),
 ("en", "expense reimbursment how long does it take", [
   ("kb", "exp_submit", 2), ("kb", "expenses", 1), ("kb", "learning", 0),
   ("web", ("How Long Do Companies Take to Reimburse Expenses? - Expensify Blog", "https://use.expensify.com/blog/expense-reimbursement-timeline", "Most companies reimburse employees within one or two pay periods after a report is approved."), 1),
   ("web", ("Reimbursement - Wikipedia", "https://en.wikipedia.org/wiki/Reimbursement", "Reimbursement is the act of compensating someone for an out-of-pocket expense by giving them an amount of money equal to what was spent."), 0)]),
 ("zh", "我今年还剩几天年假", [
   ("db", "zlb_annual", 2), ("db", "zlb_comp", 0),
   ("kb", "zh_annual", 1), ("kb", "zh_sick", 0),
   ("web", ("职工带薪年休假条例 - 中国政府网", "https://www.gov.cn/zhengce/content/2008-03/28/content_5166.htm", "职工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。"), 1)]),
 ("zh", "国庆节放几天 哪天要调休上班", [
   ("db", "zh_guoqing", 2), ("db", "zh_zhongqiu", 0),
   ("web", ("国务院办公厅关于2024年部分节假日安排的通知 - 中国政府网", "https://www.gov.cn/zhengce/content/202310/content_6911527.htm", "国庆节：10月1日至7日放假调休，共7天。9月29日（星期日）、10月12日（星期六）上班。"), 2),
   ("web", ("2024年放假安排时间表 - 万年历", "https://wannianli.tianqi.com/fangjia/2024.html", "2024年元旦、春节、清明节、劳动节、端午节、中秋节、国庆节放假安排一览。"), 1),
   ("kb", "zh_annual", 0), ("kb", "zh_housing", 0)]),
 ("zh", "出差去上海住宿标准是多少", [
   ("kb", "zh_housing", 0), ("kb", "zh_reimb", 2),
   ("web", ("上海酒店预订 - 携程旅行", "https://hotels.ctrip.com/hotels/list?city=2", "上海酒店 共12,864家 今日均价¥468起，外滩、陆家嘴、静安寺热门商圈。"), 0),
   ("web", ("中央和国家机关差旅费管理办法 - 财政部", "https://www.mof.gov.cn/gp/xxgkml/xzzfs/201401/t20140109_2530071.htm", "出差人员应当在职务级别对应的住宿费标准限额内，选择安全、经济、便捷的宾馆住宿。"), 0)]),
 ("zh", "试用期多久 工资打几折", [
   ("kb", "zh_probation", 2), ("kb", "zh_annual", 0),
   ("web", ("中华人民共和国劳动合同法 第十九条、第二十条 - 国家法律法规数据库", "https://flk.npc.gov.cn/detail2.html?MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY4Mjg2ODA5N2U", "劳动合同期限三个月以上不满一年的，试用期不得超过一个月……试用期的工资不得低于本单位相同岗位最低档工资或者劳动合同约定工资的百分之八十。"), 1),
   ("web", ("试用期工资不得低于80%，这些规定你要知道 - 知乎", "https://zhuanlan.zhihu.com/p/652301184", "试用期最长不超过6个月，同一用人单位与同一劳动者只能约定一次试用期。"), 1)]),
]
WEB = {
 "investo": ("Paid Time Off (PTO): What It Is and How It Works - Investopedia", "https://www.investopedia.com/terms/p/paid-time-off-pto.asp", "Paid time off (PTO) is a policy that pools vacation, sick and personal days into a single bank of days employees can use."),
}
