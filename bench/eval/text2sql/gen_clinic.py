"""Clinic data (Chinese text values): doctors, patients, appointments, medications, prescriptions."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾")
GIVEN = list("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国志文斌浩宇欣怡子轩梓涵雨晨")
SPECIALTIES = {
    "内科": ["上呼吸道感染", "急性胃炎", "高血压", "2型糖尿病", "支气管炎"],
    "儿科": ["上呼吸道感染", "手足口病", "小儿腹泻", "支气管炎"],
    "皮肤科": ["湿疹", "荨麻疹", "痤疮", "带状疱疹"],
    "眼科": ["近视", "结膜炎", "干眼症"],
    "骨科": ["腰椎间盘突出", "膝关节炎", "踝关节扭伤"],
    "心内科": ["高血压", "冠心病", "心律失常"],
    "耳鼻喉科": ["过敏性鼻炎", "慢性咽炎", "中耳炎"],
}
TITLES = [("主任医师", 50.0), ("副主任医师", 35.0), ("主治医师", 25.0), ("住院医师", 15.0)]
CITIES = ["上海"] * 6 + ["苏州"] * 2 + ["杭州"] * 2 + ["南京", "宁波", "无锡", "嘉兴"]
INSURANCE = ["医保"] * 6 + ["商业保险"] * 2 + [None] * 2
MEDICATIONS = [
    ("阿莫西林胶囊", "抗生素", 18.5, ["上呼吸道感染", "支气管炎", "中耳炎"]),
    ("头孢克肟片", "抗生素", 32.0, ["上呼吸道感染", "支气管炎"]),
    ("布洛芬缓释胶囊", "解热镇痛", 15.8, ["上呼吸道感染", "膝关节炎", "踝关节扭伤", "腰椎间盘突出"]),
    ("对乙酰氨基酚片", "解热镇痛", 9.9, ["上呼吸道感染", "手足口病"]),
    ("氨氯地平片", "降压药", 28.6, ["高血压", "冠心病"]),
    ("缬沙坦胶囊", "降压药", 45.2, ["高血压"]),
    ("二甲双胍片", "降糖药", 12.4, ["2型糖尿病"]),
    ("阿卡波糖片", "降糖药", 56.0, ["2型糖尿病"]),
    ("奥美拉唑肠溶胶囊", "消化系统", 22.3, ["急性胃炎"]),
    ("蒙脱石散", "消化系统", 16.0, ["小儿腹泻", "急性胃炎"]),
    ("氯雷他定片", "抗过敏", 19.9, ["过敏性鼻炎", "荨麻疹", "湿疹"]),
    ("丁酸氢化可的松乳膏", "外用药", 24.5, ["湿疹"]),
    ("阿昔洛韦片", "抗病毒", 13.7, ["带状疱疹", "手足口病"]),
    ("玻璃酸钠滴眼液", "眼科用药", 38.0, ["干眼症"]),
    ("左氧氟沙星滴眼液", "眼科用药", 21.5, ["结膜炎"]),
    ("阿司匹林肠溶片", "心血管", 14.2, ["冠心病"]),
    ("美托洛尔缓释片", "心血管", 33.9, ["心律失常", "高血压"]),
    ("维A酸乳膏", "外用药", 27.0, ["痤疮"]),
    ("西替利嗪滴剂", "抗过敏", 42.8, ["过敏性鼻炎"]),
    ("双氯芬酸钠凝胶", "外用药", 29.0, ["膝关节炎", "踝关节扭伤"]),
]
DOSAGES = [
    "每日一次，每次1片",
    "每日两次，每次1片",
    "每日三次，每次1粒",
    "每日两次，外用",
    "每日三次，每次1袋",
    "每日四次，每次1滴",
]


def name(rng: random.Random) -> str:
    return rng.choice(SURNAMES) + "".join(rng.choice(GIVEN) for _ in range(rng.choice([1, 2, 2])))


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    doctors: list[tuple[object, ...]] = []
    for specialty in SPECIALTIES:
        for _ in range(rng.choice([3, 3, 4])):
            title, base = rng.choice(TITLES)
            fee = base + rng.choice([0, 5, 10])
            doctors.append(
                (
                    len(doctors) + 1,
                    name(rng),
                    specialty,
                    title,
                    fee,
                    iso(day(rng, "2003-07-01", "2023-09-01")),
                )
            )
    patients: list[tuple[object, ...]] = []
    for patient_id in range(1, 321):
        gender = rng.choice("MF")
        born = day(rng, "1940-01-01", "2022-12-31")
        phone = f"13{rng.randint(0, 9)}{rng.randint(10_000_000, 99_999_999)}"
        patients.append(
            (patient_id, name(rng), gender, iso(born), rng.choice(CITIES), phone, rng.choice(INSURANCE))
        )

    appointments: list[tuple[object, ...]] = []
    today = dt.datetime(2025, 2, 1, 0, 0)
    for _ in range(560):
        patient = rng.choice(patients)
        born = dt.date.fromisoformat(str(patient[3]))
        child = (dt.date(2025, 1, 1) - born).days < 14 * 365
        pool = [d for d in doctors if (d[2] == "儿科") == child]
        doctor = rng.choice(pool)
        when = dt.datetime.combine(
            day(rng, "2024-01-02", "2025-03-28"), dt.time(rng.randint(8, 16), rng.choice([0, 15, 30, 45]))
        )
        if when >= today:
            status = "scheduled"
        else:
            status = rng.choices(["completed", "cancelled", "no_show"], weights=[80, 12, 8])[0]
        minutes = rng.randint(8, 40) if status == "completed" else None
        diagnosis = rng.choice(SPECIALTIES[str(doctor[2])]) if status == "completed" else None
        appointments.append([patient[0], doctor[0], when, status, minutes, diagnosis])
    appointments.sort(key=lambda row: (row[2], row[0]))
    appointment_rows = [
        (i, a[0], a[1], iso(a[2]), a[3], a[4], a[5]) for i, a in enumerate(appointments, start=1)
    ]

    medications = [(i, m[0], m[1], m[2]) for i, m in enumerate(MEDICATIONS, start=1)]
    prescriptions: list[tuple[object, ...]] = []
    for appointment_id, _p, _d, _when, status, _minutes, diagnosis in appointment_rows:
        if status != "completed" or rng.random() < 0.25:
            continue
        fitting = [i for i, m in enumerate(MEDICATIONS, start=1) if diagnosis in m[3]]
        for medication_id in rng.sample(fitting, min(len(fitting), rng.choice([1, 1, 2, 3]))):
            days = rng.choice([3, 5, 7, 7, 14, 30])
            prescriptions.append(
                (
                    len(prescriptions) + 1,
                    appointment_id,
                    medication_id,
                    rng.choice(DOSAGES),
                    days,
                    rng.randint(1, 4),
                )
            )
    return {
        "doctor": doctors,
        "patient": patients,
        "appointment": appointment_rows,
        "medication": medications,
        "prescription": prescriptions,
    }
