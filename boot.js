// Loading banner, failure screen and service-worker registration. Plain JS because it must
// run before Python exists; the page itself is Python (py/main.py).
//
// Contract with py/main.py: it sets <html data-ready="1"> when the table is interactive.
// Until then this script shows progress in a slim banner (the pre-rendered lobby stays
// visible and usable) and turns any loading error into the failure screen.
"use strict";
(() => {
  const TEXTS = {
    en: ["Setting up the table…", "Shuffling the cards…", "Loading the games…", "Almost ready…",
      "Cardtable could not start", "Still loading after a minute. The network may be slow: keep waiting, or reload.", "Reload"],
    ru: ["Готовим стол…", "Тасуем карты…", "Загрузка игр…", "Почти готово…",
      "Cardtable не удалось запустить", "Загрузка идёт дольше минуты. Возможно, сеть медленная: подождите или перезагрузите.", "Перезагрузить"],
    cs: ["Připravujeme stůl…", "Mícháme karty…", "Načítání her…", "Skoro hotovo…",
      "Cardtable se nepodařilo spustit", "Načítání trvá přes minutu. Síť je možná pomalá: počkejte, nebo načtěte znovu.", "Načíst znovu"],
    fr: ["On prépare la table…", "On mélange les cartes…", "Chargement des jeux…", "Presque prêt…",
      "Cardtable n’a pas pu démarrer", "Le chargement dure depuis plus d’une minute. Le réseau est peut-être lent : patientez ou rechargez.", "Recharger"],
  };
  // A share link's language first (a teacher's link in Czech), then the browser's.
  const lang = [new URLSearchParams(location.search).get("lang"), ...(navigator.languages || []), navigator.language, "en"]
    .map((tag) => String(tag || "").slice(0, 2).toLowerCase()).find((tag) => tag in TEXTS);
  const [LOADING, STARTING, FILES, ALMOST, FAILED, SLOW, RELOAD] = TEXTS[lang];

  const root = document.documentElement;
  const $ = (id) => document.getElementById(id);
  const isReady = () => root.hasAttribute("data-ready");
  const TIMEOUT_MS = 60000;

  // Progress: real milestones (runtime files downloaded, PyScript's py:progress stages) set a
  // floor; between them the bar creeps towards the next one so a 3-second compile never
  // looks frozen.
  const DOWNLOADS = { "pyodide.mjs": 0.02, "pyodide-lock.json": 0.02, "pyodide.asm.mjs": 0.08, "python_stdlib.zip": 0.13, "pyodide.asm.wasm": 0.25 };
  const SNAPSHOT = [/^python-[0-9a-f]+\.bin$/, 0.2]; // the memory snapshot (a start from it needs no python_stdlib.zip)
  const STAGES = { "Loading interpreter": [0.1], "Loaded interpreter": [0.85, FILES], "Loaded Pyodide": [0.95, ALMOST] };
  let floor = 0.03;
  let shown = 0;
  let downloaded = 0;

  function paint() {
    const fill = $("boot-bar-fill");
    if (!fill) return;
    fill.style.transform = `scaleX(${shown.toFixed(3)})`;
    const bar = fill.parentElement;
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", "100");
    bar.setAttribute("aria-valuenow", String(Math.round(shown * 100)));
  }
  function stage(value, text) {
    floor = Math.max(floor, value);
    shown = Math.max(shown, floor);
    if (text && $("boot-text")) $("boot-text").textContent = text;
    paint();
  }
  const creep = setInterval(() => {
    const cap = Math.min(floor + 0.3, 0.9);
    shown = Math.max(floor, shown + (cap - shown) * 0.03);
    paint();
  }, 100);

  addEventListener("py:progress", ({ detail }) => {
    performance.mark(`boot:pyscript: ${detail}`); // beside pyodide-boot.mjs's milestones
    const step = STAGES[detail];
    if (step) stage(step[0], step[1]);
  });
  if ("PerformanceObserver" in window) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const name = entry.name.slice(entry.name.lastIndexOf("/") + 1);
        const share = name in DOWNLOADS ? DOWNLOADS[name] : SNAPSHOT[0].test(name) ? SNAPSHOT[1] : 0;
        if (share) {
          downloaded += share;
          stage(0.03 + downloaded, downloaded >= 0.49 ? STARTING : LOADING);
        }
      }
    }).observe({ type: "resource", buffered: true });
  }

  // Failure: anything that goes wrong before the page is ready is fatal to the boot.
  function fail(message, title = FAILED) {
    if (isReady()) return;
    const box = $("boot-failure");
    if (!box) return;
    $("boot-failure-title").textContent = title;
    const pre = $("boot-error");
    pre.textContent = (pre.textContent ? pre.textContent + "\n" : "") + String(message || "unknown error").trim();
    $("boot-reload").textContent = RELOAD;
    box.hidden = false;
    root.setAttribute("data-boot-failed", "1"); // hides the banner (css/base.css)
    clearInterval(creep);
  }
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    fail(reason && reason.message ? reason.message : reason);
  });
  addEventListener("error", (event) => {
    const el = event.target;
    if (el && el !== window && el.tagName === "SCRIPT") fail(`could not load ${el.src}`);
    else if (event.message) fail(event.message);
  }, true);
  // Pyodide swallows a failed runtime download (it logs a warning and waits forever), so
  // watch the page's own fetches until it is ready: any failed download is fatal, except the
  // memory snapshot's (pyodide-boot.mjs then starts Python the normal way).
  const OPTIONAL = /\/snapshot\/[^/]*$/;
  // On a first visit (no service worker yet) keep a copy of every file the boot fetches (the
  // runtime, the snapshot, the app archive) in a cache the worker's install takes them from
  // (sw.js, FETCHED): the precache then downloads none of them again, even in a private window
  // whose HTTP cache keeps nothing that large. The worker checks each copy against the build.
  const controlled = "serviceWorker" in navigator && navigator.serviceWorker.controller;
  const staging = "caches" in window && !controlled ? caches.open("cardtable-fetched").catch(() => null) : null;
  const staged = [];
  function keep(url, init, response) {
    const method = (init && init.method) || "GET";
    if (!staging || !response.ok || response.type !== "basic" || method !== "GET" || !/^https?:/.test(url)) return undefined;
    const copy = response.clone();
    return staging.then((cache) => cache && cache.put(url, copy)).catch(() => {});
  }
  const realFetch = window.fetch;
  window.fetch = async function (...args) {
    const url = String(args[0] && args[0].url ? args[0].url : args[0]);
    const optional = OPTIONAL.test(url);
    // Counted from the call, not the answer: a download still under way when the page is ready
    // (the app's archive, asked for after Python is up) is stored before the worker installs.
    let stored;
    staged.push(new Promise((resolve) => { stored = resolve; }));
    let response;
    try {
      response = await realFetch.apply(this, args);
    } catch (error) {
      stored();
      if (!optional) fail(`could not download ${url}: ${error.message}`);
      throw error;
    }
    if (!response.ok && !optional) fail(`could not download ${url}: HTTP ${response.status}`);
    stored(args[0] && args[0].url ? undefined : keep(new URL(url, location.href).href, args[1], response));
    return response;
  };
  // PyScript's error plugin appends uncaught Python errors to <body> as div.py-error.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.classList && node.classList.contains("py-error")) fail(node.textContent);
      }
    }
  }).observe(document.body, { childList: true });
  const timer = setTimeout(() => {
    $("boot-failure-help").textContent = SLOW;
    fail(`not ready after ${TIMEOUT_MS / 1000} s`, LOADING);
  }, TIMEOUT_MS);
  $("boot-reload").addEventListener("click", () => location.reload());

  // Ready: hide the banner (css/base.css keys off data-ready) and only then register the
  // service worker (once the copies above are stored), so precaching never competes with the
  // first boot.
  function ready() {
    clearTimeout(timer);
    clearInterval(creep);
    window.fetch = realFetch; // the app's own fetches are the app's business
    stage(1);
    $("boot-failure").hidden = true;
    root.removeAttribute("data-boot-failed");
    if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
      Promise.all(staged)
        .then(() => navigator.serviceWorker.register("./sw.js"))
        .catch((error) => console.warn("service worker:", error));
    }
  }
  if (isReady()) ready();
  else {
    const watch = new MutationObserver(() => {
      if (isReady()) {
        watch.disconnect();
        ready();
      }
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }
  $("boot-text").textContent = LOADING;
  paint();
})();
