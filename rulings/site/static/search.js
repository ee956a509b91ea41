// Client-side search over the prebuilt index (search-index.js sets window.RULINGS_INDEX).
// Results are built with textContent only: nothing from the index is ever parsed as HTML.
(function () {
  "use strict";
  var KINDS = { section: "Section", paragraph: "Rule", card: "Card", ruling: "Ruling", scenario: "Example", other: "Page" };
  var WEIGHT = { section: 6, card: 6, paragraph: 5, ruling: 3, scenario: 1, other: 2 };
  var LIMIT = 60;
  var input = document.getElementById("q");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!input || !list || !status) { return; }

  var entries = (window.RULINGS_INDEX || []).map(function (entry, order) {
    var number = (entry.n || "").toLowerCase();
    return {
      entry: entry,
      order: order,
      numbers: number ? number.split(" ") : [],
      title: entry.t.toLowerCase(),
      all: [entry.n, entry.t, entry.x, entry.p].join(" ").toLowerCase()
    };
  });

  function score(item, query, terms) {
    for (var i = 0; i < terms.length; i++) {
      if (item.all.indexOf(terms[i]) < 0) { return 0; }
    }
    var points = WEIGHT[item.entry.k] || 1;
    if (item.numbers[0] === query) { points += 100; }
    else if (item.numbers.indexOf(query) >= 0) { points += 50; }
    else if (item.numbers.some(function (n) { return n.indexOf(query) === 0; })) { points += 30; }
    if (item.title === query) { points += 90; }
    else if (item.title.indexOf(query) === 0) { points += 40; }
    else if (item.title.indexOf(query) >= 0) { points += 20; }
    return points;
  }

  function show(rawQuery) {
    var query = rawQuery.trim().toLowerCase().replace(/^(cr|rule)\s+/, "");
    while (list.firstChild) { list.removeChild(list.firstChild); }
    if (!query) { status.textContent = "Type to search."; return; }
    var terms = query.split(/\s+/);
    var found = [];
    entries.forEach(function (item) {
      var points = score(item, query, terms);
      if (points > 0) { found.push({ item: item, points: points }); }
    });
    found.sort(function (a, b) { return b.points - a.points || a.item.order - b.item.order; });
    status.textContent = found.length === 0
      ? "Nothing matches \u201c" + rawQuery.trim() + "\u201d."
      : found.length + " result" + (found.length === 1 ? "" : "s") + " for \u201c" + rawQuery.trim() + "\u201d"
        + (found.length > LIMIT ? " (the first " + LIMIT + " shown)." : ".");
    found.slice(0, LIMIT).forEach(function (hit) {
      var entry = hit.item.entry;
      var li = document.createElement("li");
      li.className = "search-hit search-" + entry.k;
      var kind = document.createElement("span");
      kind.className = "search-kind";
      kind.textContent = KINDS[entry.k] || entry.k;
      var link = document.createElement("a");
      link.href = entry.u;
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
  window.RULINGS_SEARCH_READY = true;
})();
