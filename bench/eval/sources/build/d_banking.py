DOMAIN = "banking"
KB = {
 "wire": ("Harbor Bank Fees & Limits — Wire Transfers", "Outgoing domestic wires cost $25 each when sent online and $30 at a branch; incoming domestic wires are free. Outgoing international wires cost $45 plus any intermediary bank fees, and incoming international wires cost $15. The daily online wire limit is $25,000 for personal accounts, and wires submitted after 4:00 p.m. Eastern are processed the next business day. Premier Checking customers receive two free outgoing domestic wires per statement cycle."),
 "overdraft": ("Overdraft Services", "If a transaction overdraws your account, we charge a $29 overdraft fee, up to three fees per day. No fee is charged if the account is overdrawn by $50 or less at the end of the business day. With Overdraft Protection, funds are transferred automatically from your linked savings account for a $10 transfer fee instead. You can opt out of overdraft coverage for debit card purchases at any time in the Harbor app."),
 "lostcard": ("Lost or Stolen Cards", "Lock your card immediately in the Harbor app under Cards > Lock Card; locking stops new purchases but allows recurring payments. To report a card lost or stolen, call 1-800-555-0192, available 24/7. A replacement card arrives in 5 to 7 business days, or in 2 business days with expedited delivery for $15. You are not liable for unauthorised purchases that you report promptly."),
 "auto_claim": ("Harbor Auto Insurance — Filing a Claim", "Report a claim in the Harbor app or by phone within 30 days of the accident. Have your policy number, the other driver's name, insurer and licence plate, photos of the damage and a police report number if one was filed. An adjuster contacts you within one business day. Your collision deductible applies to repairs of your own vehicle; if the other driver is found at fault, we pursue reimbursement of your deductible from their insurer."),
 "mortgage": ("Mortgage FAQ — Prepayment", "Harbor fixed-rate mortgages have no prepayment penalty. You may pay any additional amount towards principal at any time online; specify 'principal only' so the payment is not applied to next month's instalment. Extra payments shorten the loan term but do not lower your monthly payment unless you request a recast, which costs $250 and requires a minimum lump sum of $10,000."),
 "cd": ("Certificates of Deposit — Early Withdrawal", "Withdrawing principal from a CD before maturity incurs a penalty: 90 days of interest for terms of 12 months or less, and 180 days of interest for terms over 12 months. Interest that has already been credited can be withdrawn without penalty. At maturity there is a 10-day grace period to withdraw or change the term before the CD renews automatically at the current rate for the same term."),
 "zh_transfer": ("汇通银行 个人手机银行转账限额说明", "使用短信验证码的客户，手机银行单笔转账限额5万元，日累计限额20万元；使用U盾或数字证书的客户单笔限额50万元，日累计限额100万元。跨行转账通过超级网银实时到账，5万元以下免手续费。如需临时提高限额，可携带身份证到柜台办理，或在App中完成人脸识别后申请。"),
 "zh_deposit": ("定期存款提前支取规定", "定期存款可办理全部或部分提前支取，部分提前支取仅限一次。提前支取部分按支取日活期存款利率计息，未支取部分仍按原定期利率计息。办理时需存款人本人携带有效身份证件到柜台，代办需同时出示代理人身份证件。大额存单可在App中转让。"),
 "zh_carins": ("汇通财险 车险理赔流程", "发生事故后请第一时间拨打客服电话报案（报案时限为事故发生后48小时内），并拍摄现场及车损照片。单方事故损失在5000元以内且无人伤的，可通过汇通App自助理赔，上传照片、行驶证和驾驶证后最快当日赔付。涉及人伤或损失超过5000元的，由查勘员现场查勘定损。"),
 "zh_licai": ("理财产品风险等级说明", "本行理财产品风险等级由低到高分为R1至R5五级。R1为谨慎型，主要投资于存款和货币市场工具；R2为稳健型，以债券等固定收益类资产为主，净值波动较小；R3为平衡型，可投资一定比例的权益类资产。客户只能购买与本人风险承受能力评估结果相匹配的产品，评估结果有效期为一年。"),
}
def R(prod, term, apy, mind, pen):
    return ("deposit_rates", {"product": prod, "term_months": term, "apy_percent": apy, "min_deposit_usd": mind, "effective_date": "2024-06-01", "early_withdrawal_penalty": pen})
def T(i, d, desc, amt, typ, bal):
    return ("transactions", {"txn_id": i, "posted_date": d, "description": desc, "amount_usd": amt, "type": typ, "balance_after_usd": bal})
def ZL(code, name, days, bench, risk, minamt, end):
    return ("理财产品", {"产品代码": code, "产品名称": name, "期限_天": days, "业绩比较基准": bench, "风险等级": risk, "起购金额_元": minamt, "募集截止": end})
def ZD(typ, term, rate, mn):
    return ("存款利率", {"存款类型": typ, "期限": term, "年利率_百分比": rate, "起存金额_元": mn, "执行日期": "2024-05-20"})
DB = {
 "r6": R("Standard CD", 6, 4.50, 1000, "90 days interest"),
 "r12": R("Standard CD", 12, 4.75, 1000, "90 days interest"),
 "r18": R("Bump-Up CD", 18, 4.40, 2500, "180 days interest"),
 "r24": R("Standard CD", 24, 4.10, 1000, "180 days interest"),
 "rhys": R("High-Yield Savings", None, 4.25, 0, "none"),
 "tA": T("T-99813201", "2024-06-10", "OVERDRAFT FEE", -29.00, "fee", -81.18),
 "tB": T("T-99813188", "2024-06-10", "TRADER JOE'S #552", -64.35, "debit_card", -52.18),
 "tC": T("T-99813002", "2024-06-09", "SPOTIFY USA", -11.99, "recurring", 12.17),
 "tD": T("T-99812877", "2024-06-07", "ATM WITHDRAWAL 5TH & MAIN", -100.00, "atm", 24.16),
 "zl1": ZL("HT24061", "汇通稳利90天", 90, "2.60%-2.90%", "R2", 10000, "2024-06-20"),
 "zl2": ZL("HT24062", "汇通稳利180天", 180, "2.75%-3.05%", "R2", 10000, "2024-06-20"),
 "zl3": ZL("HT24070", "汇通进取一年期", 365, "3.20%-4.50%", "R3", 50000, "2024-06-25"),
 "zl4": ZL("HT24001", "汇通天天宝", 1, "1.85%", "R1", 1, None),
 "zd1": ZD("整存整取", "1年", 1.45, 50),
 "zd2": ZD("整存整取", "3年", 1.95, 50),
 "zd3": ZD("大额存单", "3年", 2.35, 200000),
 "zd4": ZD("活期", "不定期", 0.15, 1),
}
WEB = {}
QUERIES = [
 ("en", "What's the best 12 month CD rate you offer right now?", [
   ("db", "r6", 0), ("db", "r12", 2), ("db", "r18", 1), ("db", "r24", 0),
   ("kb", "cd", 1), ("kb", "mortgage", 0),
   ("web", ("Best CD Rates for June 2024 - NerdWallet", "https://www.nerdwallet.com/best/banking/cd-rates", "The best 1-year CDs currently pay up to 5.35% APY at online banks and credit unions."), 1),
   ("web", ("CD Rates Today: Compare 12-Month CD Rates - Bankrate", "https://www.bankrate.com/banking/cds/cd-rates/", "Compare today's top CD rates from hundreds of banks. Updated daily."), 1)]),
 ("en", "why was i charged 29 dollars on june 10", [
   ("db", "tA", 2), ("db", "tB", 2), ("db", "tC", 0), ("db", "tD", 0),
   ("kb", "overdraft", 2), ("kb", "wire", 0),
   ("web", ("What is an overdraft fee? | Consumer Financial Protection Bureau", "https://www.consumerfinance.gov/ask-cfpb/what-is-an-overdraft-fee-en-1013/", "An overdraft fee is what a bank charges when you make a transaction that your account balance can't cover and the bank pays it anyway."), 1)]),
 ("en", "how much does an international wire cost", [
   ("kb", "wire", 2), ("kb", "overdraft", 0), ("kb", "lostcard", 0),
   ("web", ("How Much Do International Wire Transfers Cost? - Wise", "https://wise.com/us/blog/international-wire-transfer-fees", "US banks typically charge $35 to $50 to send an international wire, plus a currency markup and intermediary fees."), 1),
   ("web", ("SWIFT transfer - Wikipedia", "https://en.wikipedia.org/wiki/ISO_9362", "ISO 9362 defines a standard format of Business Identifier Codes (BIC), used in SWIFT transfers."), 0)]),
 ("en", "apr vs apy difference", [
   ("web", ("APR vs. APY: What's the Difference? - Investopedia", "https://www.investopedia.com/personal-finance/apr-apy-bank-hopes-cant-tell-difference/", "APR is the simple annual interest rate; APY accounts for compounding, so APY is always equal to or higher than APR for the same rate."), 2),
   ("web", ("APY vs. APR: Which One Matters and When - NerdWallet", "https://www.nerdwallet.com/article/banking/apy-vs-apr", "Look at APY when you're saving and APR when you're borrowing. APY includes compound interest."), 2),
   ("db", "rhys", 0), ("db", "r12", 0),
   ("kb", "cd", 0), ("kb", "mortgage", 0)]),
 ("en", "Can I pay off my mortgage early without a penalty?", [
   ("kb", "cd", 0), ("kb", "mortgage", 2),
   ("web", ("What Is a Prepayment Penalty? - Bankrate", "https://www.bankrate.com/mortgages/prepayment-penalty/", "Some lenders charge a fee if you pay off your mortgage early, typically within the first three to five years. Check your loan estimate."), 1),
   ("web", ("Should You Pay Off Your Mortgage Early? - Forbes Advisor", "https://www.forbes.com/advisor/mortgages/pay-off-mortgage-early/", "Paying extra principal saves interest, but consider your emergency fund and retirement savings first."), 1)]),
 ("en", "car accident claim what documents do i need", [
   ("kb", "auto_claim", 2), ("kb", "lostcard", 0),
   ("web", ("How to File a Car Insurance Claim | Insurance Information Institute", "https://www.iii.org/article/what-do-if-you-have-car-accident", "Exchange names, insurance details and plate numbers with the other driver, take photos, get a police report and call your insurer promptly."), 2),
   ("web", ("Car accident checklist: what to do after a crash - Allstate", "https://www.allstate.com/resources/car-insurance/what-to-do-after-a-car-accident", "A step-by-step checklist for the scene of an accident and the days after."), 1)]),
 ("zh", "一年期定期存款利率多少", [
   ("db", "zd1", 2), ("db", "zd2", 0), ("db", "zd3", 0), ("db", "zd4", 0),
   ("web", ("2024年各大银行定期存款利率表 - 融360", "https://www.rong360.com/calculator/cunkuan.html", "工商银行、建设银行一年期整存整取利率1.45%，部分城商行可达1.75%。"), 1),
   ("kb", "zh_deposit", 0), ("kb", "zh_transfer", 0)]),
 ("zh", "手机银行一天最多能转多少钱", [
   ("kb", "zh_transfer", 2), ("kb", "zh_deposit", 0),
   ("web", ("手机银行转账限额怎么提高 - 百度经验", "https://jingyan.baidu.com/article/a3f121e4b5e9a2fc9052bbd2.html", "登录手机银行，进入安全中心-限额设置，通过人脸识别后可适当提高限额，大额需到柜台办理。"), 1),
   ("web", ("各银行手机银行转账限额一览表2024 - 融360", "https://www.rong360.com/gl/2024/03/11/227184.html", "不同银行、不同认证方式的转账限额不同，短信验证一般单日5万至20万元。"), 1)]),
 ("zh", "有没有起购一万 风险低一点的理财", [
   ("db", "zl1", 2), ("db", "zl2", 2), ("db", "zl3", 0), ("db", "zl4", 1),
   ("kb", "zh_licai", 1), ("kb", "zh_deposit", 0),
   ("web", ("银行理财风险等级R1-R5是什么意思？ - 知乎", "https://www.zhihu.com/question/396512803", "R1基本不亏本金，R2属于中低风险，净值可能小幅波动，R3以上才可能明显亏损。"), 1)]),
 ("zh", "车险小刮蹭怎么自助理赔", [
   ("kb", "zh_carins", 2), ("kb", "zh_licai", 0),
   ("web", ("车险理赔流程详解：小刮蹭要不要走保险？ - 汽车之家", "https://www.autohome.com.cn/news/202305/1279921.html", "小刮蹭损失几百元时走保险可能导致次年保费上涨，可以自己算一下是否划算。"), 1),
   ("web", ("机动车交通事故快速处理办法 - 公安部交通管理局", "https://www.122.gov.cn/jgfw/kcsz/202201/t20220110_1205732.html", "未造成人身伤亡、车辆可以移动的轻微事故，当事人应当先撤离现场再协商处理。"), 1)]),
]
