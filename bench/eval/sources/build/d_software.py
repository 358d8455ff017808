DOMAIN = "software"
KB = {
 "ratelimit": ("Pagelane API Reference — Rate Limits", "Requests to the Pagelane REST API are rate limited per API key. The Free plan allows 2 requests per second, Growth 20 and Scale 100. When the limit is exceeded the API returns HTTP 429 Too Many Requests with a Retry-After header giving the number of seconds to wait before retrying. The official SDKs retry 429 responses automatically with exponential backoff up to three times. Batch endpoints count as a single request regardless of the number of messages, up to 500 per batch."),
 "webhooks": ("Pagelane Guides — Verifying Webhook Signatures", "Every webhook request includes a Pagelane-Signature header containing a timestamp and an HMAC-SHA256 signature of the raw request body, computed with your endpoint's signing secret. Compute the HMAC over the string timestamp + '.' + body and compare it to the signature using a constant-time comparison. Reject requests whose timestamp is more than five minutes old to prevent replay attacks. Do not parse the JSON before verifying, because re-serialising the body changes the bytes and the signature will not match."),
 "domain": ("Pagelane Guides — Verifying a Sending Domain", "To send from your own domain, add it under Settings > Domains. Pagelane shows three DNS records: a TXT record for SPF, two CNAME records for DKIM, and an optional TXT record for DMARC. Add them at your DNS provider and click Verify. DNS changes usually propagate within an hour but can take up to 48 hours. Emails sent from an unverified domain are rejected with the error code domain_not_verified."),
 "apikeys": ("Pagelane Security — API Keys", "API keys are created under Settings > API Keys. Each key can be restricted to sending only, or given full access. Keys are shown once at creation; Pagelane stores only a hash, so a lost key cannot be recovered and must be replaced. To rotate a key without downtime, create a new key, deploy it, and then revoke the old one. Revoked keys stop working within 60 seconds."),
 "sdk_py": ("Pagelane SDKs — Python Quickstart", "Install the SDK with pip install pagelane (Python 3.8 or later). Create a client with pagelane.Client(api_key=os.environ['PAGELANE_API_KEY']) and call client.emails.send() with from_, to, subject and html or text. The call returns a message object whose id can be used to query delivery events. For asynchronous applications use pagelane.AsyncClient, which exposes the same methods as coroutines. See the changelog for the latest version."),
 "billing": ("Pagelane Billing — Plans and Overage", "Plans are billed monthly in advance. If you exceed your plan's included emails, overage is charged at $0.90 per 1,000 emails on Growth and $0.60 per 1,000 on Scale; the Free plan simply stops sending when it reaches its limit. Downgrades take effect at the start of the next billing period. Annual billing is available on Growth and Scale with a 15% discount."),
 "zh_sign": ("简信云短信 — 短信签名与模板审核", "发送国内短信前需先提交短信签名和短信模板审核。签名应为公司全称或简称、已备案网站名、App名称或公众号名称，长度为2至12个字。模板审核通常在2小时内完成，工作日18:00后提交的将在次日处理。营销类短信只能在8:00至22:00之间发送，且须在内容末尾附带“拒收请回复R”。"),
 "zh_rate": ("简信云短信 — 接口调用频率限制", "同一手机号码每分钟最多发送1条验证码短信，每小时最多5条，每天最多10条，超出后接口返回错误码 isv.BUSINESS_LIMIT_CONTROL。单个账号发送接口的QPS上限默认为200，如需提升请提交工单说明业务场景。批量发送接口单次最多支持1000个号码。"),
 "zh_price": ("简信云短信 — 计费说明", "国内短信按条计费，单条短信长度为70个字（含签名），超出后按67字每条拆分计费。资源包价格：1万条450元，10万条4200元，100万条39000元，有效期一年。国际短信按国家和地区分别定价。发送失败的短信不计费，状态未知的短信会在72小时后根据运营商回执确认是否计费。"),
 "zh_java": ("简信云短信 — Java SDK 快速开始", "在 Maven 项目中添加依赖 com.jianxin:jianxin-sms-sdk:2.4.1，使用 AccessKey ID 和 AccessKey Secret 初始化 SmsClient。调用 sendSms 方法时需传入手机号、签名名称、模板编号和模板参数（JSON 格式），返回结果中的 bizId 可用于查询发送状态。建议将 AccessKey 配置在环境变量中，避免硬编码在代码里。"),
}
def PL(plan, price, inc, rps, over, sup):
    return ("plans", {"plan": plan, "monthly_price_usd": price, "included_emails": inc, "rate_limit_rps": rps, "overage_per_1k_usd": over, "support_tier": sup})
def INC(i, comp, start, end, sev, st, summ):
    return ("incidents", {"incident_id": i, "component": comp, "started_at": start, "resolved_at": end, "severity": sev, "status": st, "summary": summ})
def REL(pkg, v, d, notes):
    return ("sdk_releases", {"package": pkg, "version": v, "released_on": d, "channel": "stable", "notes": notes})
def LOG(t, phone, st, err, n):
    return ("sms_send_log", {"发送时间": t, "手机号": phone, "模板编号": "SMS_20240118", "状态": st, "错误码": err, "计费条数": n})
DB = {
 "pl_free": PL("Free", 0, 3000, 2, None, "Community"),
 "pl_growth": PL("Growth", 35, 50000, 20, 0.90, "Email"),
 "pl_scale": PL("Scale", 250, 500000, 100, 0.60, "Priority 24/7"),
 "inc1": INC("INC-2291", "Email API (US region)", "2024-06-11 14:02 UTC", "2024-06-11 15:10 UTC", "SEV-2", "Resolved", "Elevated 5xx errors on POST /emails"),
 "inc2": INC("INC-2294", "Webhooks", "2024-06-12 08:40 UTC", None, "SEV-3", "Monitoring", "Delayed webhook deliveries of up to 20 minutes"),
 "inc3": INC("INC-2280", "Dashboard", "2024-06-03 10:15 UTC", "2024-06-03 11:02 UTC", "SEV-4", "Resolved", "Analytics charts not loading"),
 "rel1": REL("pagelane-python", "3.2.0", "2024-05-28", "Adds AsyncClient.batch(); drops Python 3.7"),
 "rel2": REL("pagelane-python", "3.1.4", "2024-04-15", "Fixes retry on 429 when Retry-After is an HTTP date"),
 "rel3": REL("pagelane-node", "5.0.0", "2024-06-04", "ESM-only; requires Node 18+"),
 "log1": LOG("2024-06-12 10:15:32", "138****2271", "失败", "isv.BUSINESS_LIMIT_CONTROL", 0),
 "log2": LOG("2024-06-12 10:14:05", "138****2271", "成功", None, 1),
 "log3": LOG("2024-06-12 10:13:40", "139****0845", "成功", None, 1),
 "pkg1": ("sms_packages", {"资源包": "国内短信包-1万条", "条数": 10000, "价格_元": 450, "单价_元每条": 0.045, "有效期_月": 12}),
 "pkg2": ("sms_packages", {"资源包": "国内短信包-10万条", "条数": 100000, "价格_元": 4200, "单价_元每条": 0.042, "有效期_月": 12}),
 "pkg3": ("sms_packages", {"资源包": "国内短信包-100万条", "条数": 1000000, "价格_元": 39000, "单价_元每条": 0.039, "有效期_月": 12}),
}
WEB = {
 "pricing": ("Pagelane Pricing — Free, Growth & Scale Plans", "https://pagelane.com/pricing", "Start free with 3,000 emails per month. Growth from $35/month for 50,000 emails. Scale for high-volume senders with dedicated IPs."),
 "status": ("Pagelane Status", "https://status.pagelane.com/", "Webhooks — Degraded performance. We are monitoring delayed webhook deliveries. Email API — Operational. Dashboard — Operational."),
}
QUERIES = [
 ("en", "what does error 429 mean and how long should I wait before retrying", [
   ("kb", "ratelimit", 2), ("kb", "billing", 0),
   ("web", ("429 Too Many Requests - HTTP | MDN", "https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429", "The HTTP 429 Too Many Requests response status code indicates the user has sent too many requests in a given amount of time. A Retry-After header might be included."), 1),
   ("web", ("How to handle 429 Too Many Requests with exponential backoff - Stack Overflow", "https://stackoverflow.com/questions/22786068/how-to-avoid-http-error-429-too-many-requests-python", "Respect the Retry-After header if present; otherwise back off exponentially, e.g. 1s, 2s, 4s, with jitter."), 1)]),
 ("en", "webhook signature verification keeps failing node express", [
   ("web", ("Signature mismatch when verifying webhooks in Express · Issue #412 · pagelane/pagelane-node", "https://github.com/pagelane/pagelane-node/issues/412", "Closed: the signature fails because express.json() parses and re-serialises the body before verification. Use express.raw({ type: 'application/json' }) on the webhook route."), 2),
   ("web", ("Verify HMAC SHA256 webhook signature in Node.js - Stack Overflow", "https://stackoverflow.com/questions/68218773/verify-hmac-sha256-webhook-signature-node-js", "Make sure you compute the HMAC over the raw body buffer, not JSON.stringify(req.body), and compare with crypto.timingSafeEqual."), 1),
   ("kb", "webhooks", 2), ("kb", "apikeys", 0),
   ("db", "inc2", 0), ("db", "inc1", 0)]),
 ("en", "are webhooks down right now", [
   ("db", "inc2", 2), ("db", "inc1", 0), ("db", "inc3", 0),
   ("web", "status", 2),
   ("web", ("Is Pagelane down? Current problems and outages - Downdetector", "https://downdetector.com/status/pagelane/", "User reports indicate no current problems at Pagelane. Last 24 hours: 12 reports."), 1),
   ("kb", "webhooks", 0), ("kb", "ratelimit", 0)]),
 ("en", "growth plan price overage per 1000 emails", [
   ("db", "pl_growth", 2), ("db", "pl_scale", 0), ("db", "pl_free", 0),
   ("kb", "billing", 2), ("kb", "ratelimit", 0),
   ("web", "pricing", 1),
   ("web", ("Pagelane vs SendGrid vs Postmark pricing compared (2024)", "https://www.emailtooltester.com/en/blog/transactional-email-pricing/", "We compare the entry plans of popular transactional email APIs, from free tiers to 100k emails a month."), 1)]),
 ("en", "latest python sdk version", [
   ("db", "rel1", 2), ("db", "rel3", 0), ("db", "rel2", 0),
   ("web", ("pagelane · PyPI", "https://pypi.org/project/pagelane/", "pagelane 3.2.0. pip install pagelane. Released: May 28, 2024. Official Python client for the Pagelane email API."), 2),
   ("web", ("Releases · pagelane/pagelane-node · GitHub", "https://github.com/pagelane/pagelane-node/releases", "v5.0.0: ESM-only build, requires Node 18 or later."), 0),
   ("kb", "sdk_py", 1), ("kb", "apikeys", 0)]),
 ("en", "DNS records needed to verify my sending domain", [
   ("kb", "domain", 2), ("kb", "apikeys", 0),
   ("web", ("What is DKIM? | Cloudflare", "https://www.cloudflare.com/learning/dns/dns-records/dns-dkim-record/", "DomainKeys Identified Mail (DKIM) is a method of email authentication that uses a public key published in a DNS TXT record."), 1),
   ("web", ("SPF, DKIM and DMARC explained - Postmark", "https://postmarkapp.com/guides/spf-dkim-dmarc", "A practical guide to the three DNS records that prove your email is really from you."), 1)]),
 ("zh", "验证码短信发不出去 报错 BUSINESS_LIMIT_CONTROL", [
   ("db", "log1", 1), ("db", "log2", 0),
   ("kb", "zh_rate", 2), ("kb", "zh_sign", 0),
   ("web", ("短信验证码报错 isv.BUSINESS_LIMIT_CONTROL 怎么解决 - CSDN博客", "https://blog.csdn.net/qq_41872195/article/details/124503217", "这个错误是触发了业务流控，同一个手机号发送太频繁，一般是1分钟1条、1小时5条的限制，换号码或等一会就好。"), 1)]),
 ("zh", "短信多少钱一条", [
   ("db", "pkg1", 2), ("db", "pkg2", 2), ("db", "pkg3", 2),
   ("kb", "zh_price", 2), ("kb", "zh_rate", 0),
   ("web", ("2024国内短信平台价格对比：阿里云、腾讯云等 - 知乎", "https://zhuanlan.zhihu.com/p/680145522", "主流平台验证码短信单价在0.035到0.05元每条之间，量越大越便宜。"), 1)]),
 ("zh", "短信签名审核要多久", [
   ("kb", "zh_sign", 2), ("kb", "zh_java", 0),
   ("web", ("短信签名审核不通过的常见原因 - 简书", "https://www.jianshu.com/p/3f9e2c1b7a0d", "签名与企业名称不符、使用未备案的网站名称是审核被驳回的最常见原因。"), 1),
   ("web", ("简信云 - 企业级短信服务", "https://www.jianxin-cloud.cn/sms", "三网合一，秒级触达，到达率99%，支持验证码、通知和营销短信。"), 0)]),
 ("zh", "查一下138****2271今天的短信发送记录", [
   ("db", "log1", 2), ("db", "log2", 2), ("db", "log3", 0),
   ("kb", "zh_rate", 0), ("kb", "zh_price", 0),
   ("web", ("手机号码归属地查询 138 - ip138", "https://www.ip138.com/sj/", "输入手机号码查询归属地、卡类型、区号和邮编。"), 0),
   ("web", ("简信云 - 企业级短信服务", "https://www.jianxin-cloud.cn/sms", "三网合一，秒级触达，到达率99%，支持验证码、通知和营销短信。"), 0)]),
]
