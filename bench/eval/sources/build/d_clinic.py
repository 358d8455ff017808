DOMAIN = "clinic"
KB = {
 "fasting": ("Patient Instructions — Fasting Blood Tests", "For a fasting blood glucose test or lipid (cholesterol) panel, do not eat or drink anything except water for 8 to 12 hours before your appointment. You may take your usual medications with water unless your doctor has told you otherwise. Book a morning slot between 7:30 and 10:00 so most of the fast falls overnight. Results are normally available in the patient portal within 2 business days."),
 "cancel": ("Appointment Cancellation Policy", "Please cancel or reschedule at least 24 hours before your appointment through the patient portal or by calling (555) 014-2200. Appointments cancelled with less than 24 hours' notice, or missed without notice, incur a $40 late-cancellation fee, which is not covered by insurance. After three missed appointments within 12 months, the clinic may require prepayment for future bookings."),
 "insurance": ("Insurance and Billing FAQ", "Maple Grove Family Clinic is in network with Aetna, BlueCross BlueShield, Cigna, UnitedHealthcare and Medicare Part B. We are not in network with Kaiser or with out-of-state Medicaid managed-care plans. Please bring your insurance card to every visit; co-pays are collected at check-in. Self-pay patients receive a 20% discount on the standard office visit fee of $150."),
 "flu": ("Flu Vaccination Clinic 2024–25", "Seasonal flu vaccines are available from 1 October for all patients aged 6 months and older. Walk-ins are welcome on weekdays from 8:00 to 11:00; at other times please book a nurse appointment. The vaccine is free for patients with insurance and costs $35 for self-pay patients. A high-dose vaccine is offered to patients aged 65 and over at no extra charge."),
 "portal": ("Patient Portal Help — Viewing Test Results", "Test results appear in the patient portal under Health > Results once your clinician has reviewed them. Normal results are released automatically; results needing follow-up are released after your doctor has contacted you. If you cannot log in, use 'Forgot password' or call the front desk to have a new activation code sent to you by text message."),
 "refill": ("Prescription Refills", "Request refills through the patient portal or your pharmacy at least 3 business days before you run out. Refill requests are processed Monday to Friday. Controlled substances cannot be refilled by phone and require an appointment every 90 days. If your prescription has no refills left, your doctor may ask you to book a follow-up visit before renewing it."),
 "zh_guahao": ("仁和社区医院 预约挂号须知", "本院实行全预约就诊，患者可通过“仁和健康”微信公众号或拨打预约电话提前7天预约。普通门诊挂号费20元，专家门诊挂号费50元，医保可报销部分挂号费。就诊当天请提前15分钟到自助机签到，迟到超过30分钟需重新预约。每位患者每天同一科室限约1个号。"),
 "zh_tijian": ("体检注意事项", "体检前三天请保持清淡饮食，避免饮酒；体检前一晚10点后禁食，早晨空腹到院抽血，可少量饮水。女性经期不宜做尿检和妇科检查。体检报告一般在5个工作日后可通过公众号查看，也可到一楼体检中心领取纸质报告。"),
 "zh_vaccine": ("疫苗接种服务", "本院预防接种门诊提供儿童免疫规划疫苗及流感、HPV、带状疱疹等自费疫苗接种。接种时间为周二至周六上午8:00至11:30。九价HPV疫苗适用于9至45岁女性，全程3针，每针价格1318元，需提前在公众号登记预约。接种后需在留观区观察30分钟。"),
 "zh_yibao": ("医保报销说明", "职工医保参保人在本院门诊就医，年度起付线为1800元，超出部分按90%报销；退休人员报销比例为95%。居民医保门诊报销比例为60%。请就诊时出示医保电子凭证或社保卡，未出示的费用不能在事后补报销。"),
}
def S(i, prov, spec, date, t, dur, st):
    return ("appointment_slots", {"slot_id": i, "provider": prov, "specialty": spec, "date": date, "start_time": t, "duration_min": dur, "status": st})
def LR(test, val, unit, ref):
    return ("lab_results", {"patient_id": "P-55012", "test_name": test, "result_value": val, "unit": unit, "reference_range": ref, "collected_on": "2024-06-05", "status": "final"})
def FEE(code, desc, fee, note, eff):
    return ("fee_schedule", {"service_code": code, "description": desc, "self_pay_usd": fee, "insurance_note": note, "effective_from": eff})
def ZB(doc, dept, title, date, half, left, fee):
    return ("排班表", {"医生": doc, "科室": dept, "职称": title, "出诊日期": date, "时段": half, "剩余号源": left, "挂号费_元": fee})
def ZV(name, maker, price, stock, who):
    return ("疫苗库存", {"疫苗名称": name, "生产企业": maker, "价格_元每剂": price, "库存剂次": stock, "适用人群": who, "更新日期": "2024-06-12"})
DB = {
 "s1": S(88123, "Dr. Helena Ortiz", "Dermatology", "2024-06-18", "09:00", 20, "open"),
 "s2": S(88124, "Dr. Helena Ortiz", "Dermatology", "2024-06-18", "09:20", 20, "booked"),
 "s3": S(88140, "Dr. Helena Ortiz", "Dermatology", "2024-06-20", "14:40", 20, "open"),
 "s4": S(88201, "Dr. Samuel Reyes", "Family Medicine", "2024-06-18", "08:00", 15, "open"),
 "lr_glu": LR("Fasting glucose", 97, "mg/dL", "70-99"),
 "lr_ldl": LR("LDL cholesterol", 142, "mg/dL", "<100"),
 "lr_a1c": LR("HbA1c", 5.6, "%", "<5.7"),
 "fee_visit": FEE("99213", "Office visit, established patient", 150, "Plan co-pay applies", "2024-01-01"),
 "fee_flu": FEE("90686", "Flu vaccine, quadrivalent", 35, "Covered in full", "2024-10-01"),
 "fee_late": FEE("LCF", "Late cancellation / no-show fee", 40, "Not billable to insurance", "2024-01-01"),
 "zb1": ZB("王建国", "心内科", "主任医师", "2024-06-19", "上午", 3, 50),
 "zb2": ZB("陈晓燕", "心内科", "主治医师", "2024-06-19", "下午", 12, 20),
 "zb3": ZB("王建国", "心内科", "主任医师", "2024-06-21", "上午", 0, 50),
 "zv1": ZV("九价HPV疫苗", "默沙东", 1318, 0, "9-45岁女性"),
 "zv2": ZV("四价流感疫苗", "华兰生物", 128, 230, "3岁及以上"),
 "zv3": ZV("重组带状疱疹疫苗", "葛兰素史克", 1600, 14, "50岁及以上"),
}
WEB = {}
QUERIES = [
 ("en", "any dermatology appointments open next week with dr ortiz", [
   ("db", "s1", 2), ("db", "s2", 0), ("db", "s3", 2), ("db", "s4", 0),
   ("kb", "cancel", 0), ("kb", "portal", 0),
   ("web", ("Dermatologists near Maple Grove, MN - Zocdoc", "https://www.zocdoc.com/dermatologists/maple-grove-mn-290712pm", "Book an appointment online with a top-rated dermatologist near you. Same-day appointments available."), 0),
   ("web", ("Dr. Helena Ortiz, MD - Dermatology - Healthgrades", "https://www.healthgrades.com/physician/dr-helena-ortiz-x7k2m", "Dr. Ortiz is a dermatologist in Maple Grove. See ratings, insurance accepted and office locations."), 0)]),
 ("en", "How long do I have to fast before a cholesterol blood test?", [
   ("kb", "fasting", 2), ("kb", "portal", 0),
   ("web", ("Fasting before a blood test: How long and why - Mayo Clinic", "https://www.mayoclinic.org/tests-procedures/cholesterol-test/about/pac-20384601", "For a fasting lipid panel you'll usually need to avoid food and drinks other than water for 9 to 12 hours before the test."), 2),
   ("web", ("Do you really need to fast before a cholesterol test? - Harvard Health", "https://www.health.harvard.edu/heart-health/do-you-really-need-to-fast-before-a-cholesterol-test", "Many guidelines now say fasting isn't always necessary, but your doctor may still ask you to fast if your triglycerides are high."), 1),
   ("db", "lr_ldl", 0), ("db", "lr_glu", 0)]),
 ("en", "what's the fee if I cancel less than 24 hours before my appointment", [
   ("kb", "cancel", 2), ("kb", "insurance", 0),
   ("db", "fee_visit", 0), ("db", "fee_late", 2),
   ("web", ("Are Doctor No-Show Fees Legal? - Healthline", "https://www.healthline.com/health/no-show-fees", "Many practices charge $25 to $50 for missed appointments or late cancellations; insurers typically won't pay these fees."), 1)]),
 ("en", "is my LDL cholesterol high", [
   ("db", "lr_ldl", 2), ("db", "lr_glu", 0), ("db", "lr_a1c", 0),
   ("web", ("LDL Cholesterol: What It Is & Normal Levels - Cleveland Clinic", "https://my.clevelandclinic.org/health/articles/24391-ldl-cholesterol", "For most adults an LDL below 100 mg/dL is optimal; 130–159 is borderline high and 160–189 is high."), 1),
   ("web", ("Cholesterol levels: What numbers should you aim for? - Mayo Clinic", "https://www.mayoclinic.org/diseases-conditions/high-blood-cholesterol/in-depth/cholesterol-levels/art-20048245", "Learn how total cholesterol, LDL, HDL and triglycerides are measured and what your results mean."), 1),
   ("kb", "fasting", 0), ("kb", "portal", 0)]),
 ("en", "flu shot cost without insurance", [
   ("kb", "insurance", 1), ("kb", "flu", 2),
   ("db", "fee_flu", 2), ("db", "fee_visit", 0),
   ("web", ("How Much Is a Flu Shot Without Insurance? - GoodRx", "https://www.goodrx.com/vaccines/flu/flu-shot-cost-without-insurance", "At most US pharmacies a flu shot costs $30 to $75 without insurance, depending on the vaccine type."), 1),
   ("web", ("Who Needs a Flu Vaccine | CDC", "https://www.cdc.gov/flu/vaccines/vaccinations.html", "Everyone 6 months and older should get a flu vaccine every season, with rare exceptions."), 0)]),
 ("en", "do u take cigna", [
   ("kb", "flu", 0), ("kb", "insurance", 2), ("kb", "cancel", 0),
   ("web", ("Cigna Healthcare Provider Directory", "https://hcpdirectory.cigna.com/web/public/consumer/directory/search", "Search for doctors, dentists, hospitals and other providers in the Cigna network near you."), 1),
   ("web", ("Cigna Healthcare - Wikipedia", "https://en.wikipedia.org/wiki/Cigna", "The Cigna Group is an American multinational managed healthcare and insurance company based in Bloomfield, Connecticut."), 0)]),
 ("zh", "心内科王建国医生周三还有号吗", [
   ("db", "zb1", 2), ("db", "zb2", 0), ("db", "zb3", 0),
   ("kb", "zh_guahao", 1), ("kb", "zh_yibao", 0),
   ("web", ("仁和社区医院怎么预约挂号 - 百度经验", "https://jingyan.baidu.com/article/6b97984d8f7e2f1ca2b0bf3b.html", "关注仁和健康公众号，点击预约挂号，选择科室和医生即可。"), 0),
   ("web", ("王建国 主任医师 心内科 - 好大夫在线", "https://www.haodf.com/doctor/7341186520.html", "擅长：高血压、冠心病、心律失常的诊治。出诊信息以医院官方为准。"), 0)]),
 ("zh", "九价hpv现在有货吗 多少钱一针", [
   ("db", "zv1", 2), ("db", "zv2", 0), ("db", "zv3", 0),
   ("kb", "zh_vaccine", 2), ("kb", "zh_guahao", 0),
   ("web", ("九价HPV疫苗预约攻略：价格、年龄、接种间隔 - 丁香医生", "https://dxy.com/article/47192", "九价HPV疫苗全程3针，各地价格约1300元一针，适用年龄已扩大到9-45岁女性。"), 1)]),
 ("zh", "体检前一天晚上几点以后不能吃东西", [
   ("kb", "zh_tijian", 2), ("kb", "zh_guahao", 0),
   ("web", ("体检前需要空腹多久？ - 丁香医生", "https://dxy.com/article/35210", "一般要求空腹8-12小时，即前一天晚餐后不再进食，可以少量喝白开水。"), 1),
   ("web", ("体检注意事项大全 - 健康界", "https://www.cn-healthcare.com/articlewm/20230315/content-1523871.html", "体检前三天饮食清淡，不要饮酒，不要剧烈运动。"), 1)]),
 ("zh", "流感疫苗打完多久起效", [
   ("kb", "zh_vaccine", 0), ("kb", "zh_tijian", 0),
   ("web", ("流感疫苗接种后多久产生保护？ - 中国疾病预防控制中心", "https://www.chinacdc.cn/jkzt/crb/bl/lxxgm/zstd/202309/t20230915_269536.html", "接种流感疫苗后约2至4周可产生具有保护水平的抗体，保护作用可持续6至8个月。"), 2),
   ("web", ("打完流感疫苗多久生效？需要每年打吗 - 丁香医生", "https://dxy.com/article/51173", "疫苗一般在接种2周后开始起效，由于流感病毒变异快，建议每年接种。"), 2),
   ("db", "zv2", 0), ("db", "zv3", 0)]),
]
