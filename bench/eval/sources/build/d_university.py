DOMAIN = "university"
KB = {
 "add_drop": ("Eastbrook Academic Calendar & Registration — Add/Drop", "Students may add or drop courses without penalty through the end of the second week of classes (for Fall 2024, Friday 13 September). Courses dropped after that date and before the withdrawal deadline (Friday 1 November) appear on the transcript with a W grade and are not refunded. After 1 November, withdrawal requires a petition to the Dean's office with documented extenuating circumstances."),
 "prereq": ("Course Catalogue — Prerequisite Rules", "A prerequisite must be completed with a grade of C- or better before enrolling. Courses in progress at registration count provisionally; if you fail the prerequisite, you will be dropped from the dependent course before term begins. Instructors may grant a prerequisite override in the registration system for students with equivalent preparation, for example transfer credit or AP scores."),
 "pnp": ("Pass/No Pass Grading Option", "Undergraduates may take up to one course per term, and no more than four in total, on a Pass/No Pass basis. Courses taken Pass/No Pass do not count towards major or minor requirements unless the department explicitly allows it. The deadline to choose the option is the end of the sixth week of term. A grade of C- or above is recorded as P; P grades are not included in the GPA."),
 "tuition": ("Tuition and Fees 2024–25", "Full-time undergraduate tuition is $14,200 per semester for state residents and $29,850 for non-residents. Full-time status is 12 to 18 credits; each credit above 18 is charged at $1,180. Students taking fewer than 12 credits pay $1,180 per credit. Tuition is due on 20 August for Fall and 10 January for Spring; a 1.5% monthly late fee applies to unpaid balances."),
 "library": ("Library Services — Borrowing", "Undergraduates may borrow up to 30 items for 28 days; graduate students up to 50 items for one term. Items can be renewed online up to five times unless another user has placed a hold. Course reserve items are loaned for 2 hours and cannot leave the library. Overdue fines are $0.50 per day for regular items and $2 per hour for reserves."),
 "zh_xuanke": ("明德大学本科生选课手册 — 选课时间安排", "每学期选课分为三轮：第一轮为预选，按年级优先、抽签确定结果；第二轮为正选，先到先得；第三轮为补退选，在开学第一周至第二周周五17:00之间进行。补退选结束后不再受理退课申请，如确需退课须在第八周前提交“期中退课”申请，成绩单记为“W”。"),
 "zh_credit": ("学分与毕业要求", "本科生毕业最低学分为150学分，其中通识教育课程40学分、专业必修课程70学分、专业选修课程30学分、实践环节10学分。每学期选课学分一般不超过28学分，绩点3.5以上的学生经学院批准可选至32学分。"),
 "zh_exam": ("考试与缓考管理办法", "学生因病或其他特殊原因不能参加期末考试的，须在考前提交缓考申请并附医院证明或相关材料，经任课教师和学院教学办审批。缓考安排在下学期开学第二周统一进行，缓考成绩按正常考试成绩记录。无故缺考者该课程成绩记为零分，并不得参加补考。"),
 "zh_scholar": ("国家奖学金评审办法", "国家奖学金每年评审一次，奖励标准为每生每年10000元。申请者须为二年级及以上的全日制本科生，学习成绩排名位于本专业前10%，且上一学年无不及格科目。学院评审结果在每年10月中旬公示5个工作日，公示无异议后报学校审批。"),
}
def CS(code, title, sec, ins, days, t, seats, cr):
    return ("course_sections", {"course_code": code, "title": title, "section": sec, "instructor": ins, "days": days, "time": t, "seats_open": seats, "credits": cr})
def CC(code, title, cr, pre, terms, level):
    return ("course_catalog", {"course_code": code, "title": title, "credits": cr, "prerequisites": pre, "offered_terms": terms, "level": level})
def EX(code, sec, d, t, room):
    return ("final_exam_schedule", {"course_code": code, "section": sec, "exam_date": d, "start_time": t, "room": room, "duration_min": 180})
def TR(code, res, desc, amt, unit):
    return ("tuition_rates", {"rate_code": code, "residency": res, "description": desc, "amount_usd": amt, "unit": unit, "academic_year": "2024-25"})
def ZK(no, name, t, when, room, cr, left):
    return ("课程安排", {"课程号": no, "课程名称": name, "教师": t, "上课时间": when, "教室": room, "学分": cr, "余量": left})
def ZG(name, term, score, gpa):
    return ("成绩", {"学号": "2023010245", "课程名称": name, "学期": term, "成绩": score, "绩点": gpa})
DB = {
 "cs1": CS("CS 201", "Data Structures", "01", "Prof. Amara Okafor", "MWF", "10:00-10:50", 4, 4),
 "cs2": CS("CS 201", "Data Structures", "02", "Dr. Lucas Brandt", "TTh", "14:00-15:15", 0, 4),
 "cs3": CS("CS 210", "Discrete Structures", "01", "Dr. Lucas Brandt", "MWF", "11:00-11:50", 12, 3),
 "cc201": CC("CS 201", "Data Structures", 4, "CS 101 (C- or better) and MATH 150", "Fall, Spring", 200),
 "cc301": CC("CS 301", "Algorithms", 4, "CS 201 and CS 210", "Fall, Spring", 300),
 "cc310": CC("CS 310", "Algorithmic Game Theory", 3, "CS 301 and STAT 200", "Spring", 300),
 "ex1": EX("CS 201", "01", "2024-12-11", "08:00", "Hollis Hall 120"),
 "ex2": EX("CS 201", "02", "2024-12-13", "13:00", "Hollis Hall 120"),
 "ex3": EX("CS 301", "01", "2024-12-11", "13:00", "Ryder Hall 204"),
 "tr1": TR("UG-NR-FT", "Non-resident", "Undergraduate full-time flat rate (12-18 credits)", 29850, "per semester"),
 "tr2": TR("UG-XCR", "All", "Undergraduate credit above 18", 1180, "per credit"),
 "tr3": TR("UG-R-FT", "Resident", "Undergraduate full-time flat rate (12-18 credits)", 14200, "per semester"),
 "zk1": ZK("MA1021", "高等数学（上）", "周立群", "周一3-4节、周三3-4节", "教一-201", 5, 0),
 "zk2": ZK("MA1021", "高等数学（上）", "孙海涛", "周二1-2节、周四1-2节", "教二-105", 5, 17),
 "zk3": ZK("MA1031", "线性代数", "周立群", "周五3-4节", "教一-201", 3, 30),
 "zg1": ZG("高等数学（上）", "2023-2024-1", 86, 3.6),
 "zg2": ZG("大学英语（一）", "2023-2024-1", 91, 4.1),
 "zg3": ZG("线性代数", "2023-2024-1", 78, 2.8),
}
WEB = {
 "registrar_exams": ("Fall 2024 Final Exam Schedule | Eastbrook University Registrar", "https://registrar.eastbrook.edu/exams/fall-2024", "Final exams run 9–14 December 2024. Exam times are set by each section's meeting pattern; check your class schedule for room assignments."),
 "zh_jwc": ("明德大学教务处关于2024-2025学年第一学期补退选的通知", "https://jwc.mingde.edu.cn/info/1021/5832.htm", "补退选时间：2024年9月2日8:00至9月13日17:00。补退选结束后，系统将关闭退课功能。"),
}
QUERIES = [
 ("en", "Which sections of CS 201 still have seats?", [
   ("db", "cs1", 2), ("db", "cs2", 1), ("db", "cs3", 0),
   ("kb", "prereq", 0), ("kb", "add_drop", 0),
   ("web", ("Amara Okafor at Eastbrook University | Rate My Professors", "https://www.ratemyprofessors.com/professor/2841907", "Prof. Okafor teaches CS 201. Overall quality 4.6/5 based on 58 ratings. 'Tough but fair, go to office hours.'"), 0),
   ("web", ("CS 201 Data Structures - Eastbrook Computer Science", "https://cs.eastbrook.edu/courses/cs201", "Course description, learning outcomes and the typical syllabus for CS 201 Data Structures."), 0)]),
 ("en", "last day to drop a class without a W fall 2024", [
   ("kb", "add_drop", 2), ("kb", "pnp", 0),
   ("web", ("Academic Calendar 2024–2025 | Eastbrook University Registrar", "https://registrar.eastbrook.edu/calendar/2024-2025", "Sep 13: last day to add or drop classes. Nov 1: last day to withdraw with a W. Dec 9–14: final exams."), 2),
   ("web", ("Is a W on your transcript bad? : r/college", "https://www.reddit.com/r/college/comments/10v6x1a/is_a_w_on_your_transcript_bad/", "One or two Ws won't hurt you much; a pattern of withdrawals might raise questions for grad school."), 1)]),
 ("en", "what are the prerequisites for algorithms", [
   ("db", "cc310", 0), ("db", "cc301", 2), ("db", "cc201", 1),
   ("kb", "prereq", 1), ("kb", "pnp", 0),
   ("web", ("Introduction to Algorithms | MIT OpenCourseWare", "https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/", "This course provides an introduction to mathematical modeling of computational problems. Prerequisites: 6.0001 and 6.042J."), 0),
   ("web", ("CS 301 Algorithms - Eastbrook Computer Science", "https://cs.eastbrook.edu/courses/cs301", "Design and analysis of algorithms: divide and conquer, dynamic programming, graph algorithms and NP-completeness."), 1)]),
 ("en", "When is the CS 201 final exam for section 02?", [
   ("db", "ex1", 0), ("db", "ex2", 2), ("db", "ex3", 0),
   ("web", "registrar_exams", 1),
   ("kb", "add_drop", 0), ("kb", "library", 0)]),
 ("en", "tuition for 20 credits non resident", [
   ("kb", "tuition", 2), ("kb", "add_drop", 0),
   ("db", "tr3", 0), ("db", "tr1", 2), ("db", "tr2", 2),
   ("web", ("What's the Price of College? Out-of-State Tuition Explained - BigFuture", "https://bigfuture.collegeboard.org/pay-for-college/college-costs/college-costs-faqs", "Public colleges charge out-of-state students much more than in-state students; the average difference is over $17,000 a year."), 1)]),
 ("en", "can i take a major course pass fail", [
   ("kb", "pnp", 2), ("kb", "prereq", 0),
   ("web", ("Should You Take a Class Pass/Fail? - US News", "https://www.usnews.com/education/best-colleges/articles/should-you-take-a-class-pass-fail", "Most colleges don't let pass/fail courses count toward your major, so check your department's rules first."), 1),
   ("web", ("Pass/fail - Wikipedia", "https://en.wikipedia.org/wiki/Pass/fail", "Pass/fail is a grading system in which a student receives either a pass or a fail, rather than a letter grade."), 0)]),
 ("zh", "高数上还有哪个老师的班有余量", [
   ("db", "zk1", 1), ("db", "zk2", 2), ("db", "zk3", 0),
   ("kb", "zh_xuanke", 0), ("kb", "zh_credit", 0),
   ("web", ("明德大学 高等数学上 周立群老师怎么样？ - 知乎", "https://www.zhihu.com/question/583920147", "周老师讲课很清楚，但作业量大，给分偏严。"), 0),
   ("web", ("高等数学（上）课程简介 - 明德大学数学科学学院", "https://math.mingde.edu.cn/kcjs/gdsx1.htm", "本课程为理工科一年级必修课，内容包括极限、导数、积分及其应用。"), 0)]),
 ("zh", "补退选什么时候截止", [
   ("kb", "zh_xuanke", 2), ("kb", "zh_exam", 0),
   ("web", "zh_jwc", 2),
   ("web", ("大学补退选是什么意思？ - 百度知道", "https://zhidao.baidu.com/question/1583920147382910.html", "补退选就是正选结束后还可以再补选或者退掉已经选上的课程。"), 1)]),
 ("zh", "国家奖学金多少钱 申请条件", [
   ("kb", "zh_credit", 0), ("kb", "zh_scholar", 2),
   ("web", ("本专科生国家奖学金 - 全国学生资助管理中心", "https://www.xszz.edu.cn/n85/n170/c10574/content.html", "本专科生国家奖学金每年奖励6万名学生，奖励标准为每生每年10000元，用于奖励特别优秀的全日制本专科学生。"), 2),
   ("web", ("国家奖学金怎么申请？过来人经验 - 知乎", "https://zhuanlan.zhihu.com/p/412083397", "成绩排名、竞赛获奖和科研经历都很重要，答辩时要准备好材料。"), 1)]),
 ("zh", "我上学期线性代数考了多少分", [
   ("db", "zg3", 2), ("db", "zg1", 0), ("db", "zg2", 0),
   ("kb", "zh_exam", 0), ("kb", "zh_credit", 0)]),
]
