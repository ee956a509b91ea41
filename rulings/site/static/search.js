// Client-side search over the prebuilt, split index (rulings/site/search_index.py says how it is laid out).
// A query loads the term shard of each of its words, ranks the hits from their postings alone, then loads
// only the entry files of the hits it shows. Every file is a script, so it works from file:// too.
// Results are built with textContent only: nothing from the index is ever parsed as HTML.
(function () {
  "use strict";
  var KINDS = ["section", "paragraph", "card", "ruling", "scenario", "other"];
  var LABELS = { section: "Section", paragraph: "Rule", card: "Card", ruling: "Ruling", scenario: "Example", other: "Page" };
  var WEIGHT = [6, 5, 6, 3, 1, 2];  // by KINDS
  var MATCH = { exact: 3, prefix: 2, typo: 1 };
  var CHUNK = 32;  // search_index.ENTRY_CHUNK
  var PAGE = 20;  // hits shown at first, and added by each "More results"
  var input = document.getElementById("q");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!input || !list || !status) { return; }
  var shards = {};
  (list.getAttribute("data-shards") || "").split(" ").forEach(function (key) { if (key) { shards[key] = true; } });
  var base = (document.currentScript && document.currentScript.src || "").replace(/static\/search\.js(\?.*)?$/, "");

  var terms = {};
  var entries = {};
  var loading = {};
  window.RULINGS_SEARCH = {
    terms: function (key, table) { terms[key] = table; },
    entries: function (chunk, list) { entries[chunk] = list; }
  };

  function load(path) {
    if (!loading[path]) {
      loading[path] = new Promise(function (resolve) {
        var script = document.createElement("script");
        script.src = base + path;
        script.onload = resolve;
        script.onerror = resolve;  // a missing file is an empty one: the search goes on without it
        document.head.appendChild(script);
      });
    }
    return loading[path];
  }

  // The same stemmer as search_index.stem (tests/docs checks that they agree).
  function stem(word) {
    if (word.length <= 3 || /[0-9]/.test(word)) { return word; }
    if (/ies$/.test(word) && word.length > 4) { word = word.slice(0, -3) + "y"; }
    else if (/sses$/.test(word)) { word = word.slice(0, -2); }
    else if (/s$/.test(word) && !/(ss|us|is)$/.test(word)) { word = word.slice(0, -1); }
    var suffixes = ["ing", "ed"];
    for (var i = 0; i < suffixes.length; i++) {
      var suffix = suffixes[i];
      if (word.slice(-suffix.length) === suffix && word.length - suffix.length >= 3) {
        word = word.slice(0, -suffix.length);
        var last = word.charAt(word.length - 1);
        if (last === word.charAt(word.length - 2) && "lsz".indexOf(last) < 0) { word = word.slice(0, -1); }
        break;
      }
    }
    if (/e$/.test(word) && word.length > 3) { word = word.slice(0, -1); }
    return word;
  }

  function fold(text) {
    return text.toLowerCase().replace(/\u2019/g, "'").normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/'/g, "");
  }

  function words(text) {
    return (fold(text).match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) || []).map(stem);
  }

  function key(term) { return term.slice(0, 2).replace(/\./g, "_"); }

  // Edit distance (with adjacent transpositions) up to `limit`; more is reported as limit + 1.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
    var previous2 = null, previous = [], current;
    for (var j = 0; j <= b.length; j++) { previous.push(j); }
    for (var i = 1; i <= a.length; i++) {
      current = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (previous2 && i > 1 && j > 1 && a.charAt(i - 1) === b.charAt(j - 2) && a.charAt(i - 2) === b.charAt(j - 1)) {
          value = Math.min(value, previous2[j - 2] + 1);
        }
        current.push(value);
        best = Math.min(best, value);
      }
      if (best > limit) { return limit + 1; }
      previous2 = previous;
      previous = current;
    }
    return previous[b.length];
  }

  // entry -> points for one query word: the best of its exact, prefix and near (typo) terms.
  function matches(word) {
    var table = terms[key(word)] || {};
    var found = {};
    var tolerance = word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
    var exact = Object.prototype.hasOwnProperty.call(table, word);
    Object.keys(table).forEach(function (term) {
      var how = null;
      if (term === word) { how = "exact"; }
      else if (term.indexOf(word) === 0) { how = "prefix"; }
      else if (!exact && tolerance && !/[0-9]/.test(word) && distance(word, term, tolerance) <= tolerance) { how = "typo"; }
      if (!how) { return; }
      table[term].forEach(function (code) {
        var field = code % 4, kind = Math.floor(code / 4) % 8, entry = Math.floor(code / 32);
        var points = MATCH[how] * (field >= 1 ? 3 : 1) + (how === "exact" && field === 3 ? 100 : how === "exact" && field === 2 ? 50 : 0);
        if (!found[entry] || found[entry].points < points) { found[entry] = { points: points, kind: kind }; }
      });
    });
    return found;
  }

  function rank(query) {
    var parts = words(query);
    if (!parts.length) { return []; }
    var total = null;
    parts.forEach(function (word) {
      var found = matches(word);
      if (total === null) { total = found; return; }
      var both = {};
      Object.keys(total).forEach(function (entry) {
        if (found[entry]) { both[entry] = { points: total[entry].points + found[entry].points, kind: total[entry].kind }; }
      });
      total = both;
    });
    return Object.keys(total).map(function (entry) {
      var hit = total[entry];
      return { entry: Number(entry), points: hit.points * WEIGHT[hit.kind] };
    }).sort(function (a, b) { return b.points - a.points || a.entry - b.entry; });
  }

  // Only the entry files of the hits to show are loaded.
  function entriesOf(hits) {
    var chunks = [];
    hits.forEach(function (hit) {
      var chunk = Math.floor(hit.entry / CHUNK);
      if (chunks.indexOf(chunk) < 0) { chunks.push(chunk); }
    });
    return Promise.all(chunks.map(function (c) { return load("search/entries-" + c + ".js"); }));
  }

  var latest = 0;
  var more = document.createElement("button");
  more.type = "button";
  more.className = "search-more";
  more.hidden = true;
  list.parentNode.insertBefore(more, list.nextSibling);
  var current = { found: [], shown: 0 };

  function show(rawQuery) {
    var ticket = ++latest;
    var query = rawQuery.trim().replace(/^(cr|rule)\s+/i, "");
    var needed = words(query).map(key).filter(function (k) { return shards[k]; });
    var unique = needed.filter(function (k, i) { return needed.indexOf(k) === i; });
    return Promise.all(unique.map(function (k) { return load("search/terms-" + k + ".js"); })).then(function () {
      var found = query ? rank(query) : [];
      return entriesOf(found.slice(0, PAGE)).then(function () {
        if (ticket !== latest) { return; }
        while (list.firstChild) { list.removeChild(list.firstChild); }
        current = { found: found, shown: 0 };
        render(rawQuery, query, found, found.slice(0, PAGE));
      });
    });
  }

  more.addEventListener("click", function () {
    var next = current.found.slice(current.shown, current.shown + PAGE);
    entriesOf(next).then(function () { render(null, null, current.found, next); });
  });

  function render(rawQuery, query, found, shown) {
    if (rawQuery !== null) {
      list.setAttribute("data-query", rawQuery);
      if (!query) { status.textContent = "Type to search."; more.hidden = true; return; }
      status.textContent = found.length === 0
        ? "Nothing matches \u201c" + rawQuery.trim() + "\u201d."
        : found.length + " result" + (found.length === 1 ? "" : "s") + " for \u201c" + rawQuery.trim() + "\u201d.";
    }
    current.shown += shown.length;
    more.hidden = current.shown >= found.length;
    more.textContent = "More results (" + (found.length - current.shown) + " more)";
    shown.forEach(function (hit) {
      var entry = (entries[Math.floor(hit.entry / CHUNK)] || [])[hit.entry % CHUNK];
      if (!entry) { return; }
      var li = document.createElement("li");
      li.className = "search-hit search-" + entry.k;
      var kind = document.createElement("span");
      kind.className = "search-kind";
      kind.textContent = LABELS[entry.k] || entry.k;
      var link = document.createElement("a");
      link.href = base + entry.u;
      link.textContent = (entry.k === "paragraph" || entry.k === "section") && entry.n && entry.t.indexOf(entry.n) !== 0
        ? entry.n + " " + entry.t : entry.t;
      li.appendChild(kind);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(link);
      if (entry.p) {
        var where = document.createElement("span");
        where.className = "search-where";
        where.textContent = " in " + entry.p;
        li.appendChild(where);
      }
      if (entry.x) {
        var text = document.createElement("p");
        text.className = "search-text";
        text.textContent = entry.x;
        li.appendChild(text);
      }
      list.appendChild(li);
    });
  }

  var initial = new URLSearchParams(window.location.search).get("q") || "";
  input.value = initial;
  show(initial);
  input.addEventListener("input", function () {
    show(input.value);
    try {
      window.history.replaceState(null, "", "?q=" + encodeURIComponent(input.value));
    } catch (ignored) {
      // Some browsers forbid replaceState on file:// pages; the search still works, only the URL stays.
    }
  });
  window.RULINGS_SEARCH_STEM = stem;  // for the test that both stemmers agree
  window.RULINGS_SEARCH_READY = true;
})();
