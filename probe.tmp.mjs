import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const ctx = await b.newContext({ javaScriptEnabled: false }); const p = await ctx.newPage();
await p.goto("http://localhost:3299/healthz");
console.log(await p.evaluate(() => { localStorage.setItem("a","1"); sessionStorage.setItem("b","2"); return localStorage.length + sessionStorage.length; }));
await p.goto("http://localhost:3299/robots.txt");
console.log(await p.evaluate(() => { const n = localStorage.length + sessionStorage.length; localStorage.clear(); sessionStorage.clear(); return n; }));
console.log(p.listenerCount("dialog"), p.listenerCount("close"), p.listenerCount("console"), p.eventNames());
await b.close();
