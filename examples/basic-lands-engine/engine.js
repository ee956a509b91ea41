#!/usr/bin/env node
// A complete, small rules engine speaking the mtg-rulings protocol (docs/protocol.md) on stdin/stdout.
//
// It models the basic lands and their mana abilities, the mana pool and the untapped/tapped status, and
// nothing else. Where it lacks something (another card, casting, advancing the turn, ...) it answers
// `unsupported`, honestly: `rulings verify` then counts the scenario as unsupported, not as failed.
//
//     rulings verify --engine cmd:"node examples/basic-lands-engine/engine.js"

"use strict";

const readline = require("node:readline");

const PROTOCOL = 1;
const BASICS = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G", Wastes: "C" };
const TYPES = ["W", "U", "B", "R", "G", "C"];

let game = null; // { objects: Map id -> object, pools: {player: {W..C}}, events: [], priority: player or "" }

class Unsupported extends Error {}

function emptyPool() {
  return Object.fromEntries(TYPES.map((t) => [t, 0]));
}

function parseMana(text) {
  const pool = emptyPool();
  for (const symbol of text.match(/\{[^}]*\}/g) || []) {
    const type = symbol.slice(1, -1);
    if (!(type in pool)) throw new Unsupported(`mana symbol ${symbol}`);
    pool[type] += 1;
  }
  return pool;
}

function setup(state) {
  const objects = new Map();
  for (const o of state.objects || []) {
    if (!(o.card in BASICS)) throw new Unsupported(`the card ${o.card}`);
    const zone = o.zone || "battlefield";
    if (zone !== "battlefield") throw new Unsupported(`cards in the ${zone}`);
    if (o.attached_to || (o.counters && Object.keys(o.counters).length)) throw new Unsupported("attachments and counters");
    objects.set(o.id, { id: o.id, card: o.card, owner: o.owner, controller: o.controller || o.owner, tapped: !!o.tapped });
  }
  const pools = {};
  for (const player of state.players) pools[player] = emptyPool();
  for (const [player, mana] of Object.entries(state.pools || {})) pools[player] = parseMana(mana);
  // Who has priority: as given; else no one in the untap and cleanup steps (CR 502.4, 514.3), else the
  // active player (CR 117.3a).
  const step = state.turn && state.turn.step;
  const noOne = step === "untap" || step === "cleanup";
  const priority = "priority" in state ? state.priority : noOne ? "" : state.turn ? state.turn.active : state.players[0];
  game = { objects, pools, events: [], priority };
}

function land(id) {
  const object = game.objects.get(id);
  if (!object) throw new Unsupported(`the object ${id}`);
  return object;
}

// Why `player` can't activate the land's mana ability for `mana`, or "" if they can.
function whyNot(player, object, choices) {
  const mana = BASICS[object.card];
  if (choices && Object.keys(choices).some((k) => k !== "mana")) throw new Unsupported("choices other than mana");
  if (game.priority !== player) return `${player} doesn't have priority, so can't activate a mana ability (CR 605.3a)`;
  if (object.controller !== player) return `${player} doesn't control ${object.card} (CR 602.2)`;
  if (object.tapped) return `${object.card} is tapped, so its {T} cost can't be paid (CR 602.2b)`;
  if (choices && choices.mana && choices.mana !== mana) return `${object.card} can't produce {${choices.mana}}`;
  return "";
}

function act(action) {
  if (action.type !== "activate") throw new Unsupported(`the action ${action.type}`);
  if (action.ability !== undefined && action.ability !== 0) throw new Unsupported("abilities other than mana");
  const object = land(action.object);
  const reason = whyNot(action.player, object, action.choices);
  if (reason) return { outcome: "illegal", reason };
  const mana = BASICS[object.card];
  object.tapped = true;
  game.pools[action.player][mana] += 1;
  const events = [
    { kind: "activated", player: action.player, source: object.id, ability: `{T}: Add {${mana}}.` },
    { kind: "tapped", object: object.id },
    { kind: "mana_added", player: action.player, source: object.id, mana: `{${mana}}` },
  ];
  game.events.push(...events);
  return { outcome: "ok", events };
}

function query(q) {
  switch (q.type) {
    case "mana_pool":
      return game.pools[q.player] || emptyPool();
    case "could_produce":
      return [BASICS[land(q.object).card]];
    case "object": {
      const o = land(q.object);
      return { zone: "battlefield", tapped: o.tapped, controller: o.controller, owner: o.owner, card: o.card, types: ["Land"], counters: {} };
    }
    case "can_activate": {
      const reason = whyNot(q.player, land(q.object), q.choices);
      return { legal: !reason, reason };
    }
    case "events":
      return game.events;
    default:
      throw new Unsupported(`the query ${q.type}`);
  }
}

function handle(message) {
  const { seq, cmd } = message;
  try {
    switch (cmd) {
      case "start":
        if (message.protocol !== PROTOCOL) return { seq, outcome: "error", message: `protocol ${PROTOCOL} only`, protocol: PROTOCOL };
        return {
          seq, outcome: "ok", protocol: PROTOCOL,
          engine: { name: "basic-lands (example)", version: "1.0.0", language: "JavaScript" },
          cards: Object.keys(BASICS),
        };
      case "setup":
        setup(message.game);
        return { seq, outcome: "ok" };
      case "act":
        if (!game) return { seq, outcome: "error", message: "act before setup" };
        return { seq, ...act(message.action) };
      case "query":
        if (!game) return { seq, outcome: "error", message: "query before setup" };
        return { seq, outcome: "value", value: query(message.query) };
      default:
        return { seq, outcome: "unsupported", message: `the request ${cmd}` };
    }
  } catch (error) {
    if (error instanceof Unsupported) return { seq, outcome: "unsupported", message: `basic-lands doesn't model ${error.message}` };
    return { seq, outcome: "error", message: String(error && error.stack) };
  }
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (!line.trim()) return;
  const message = JSON.parse(line);
  if (message.cmd === "stop") process.exit(0);
  process.stdout.write(JSON.stringify(handle(message)) + "\n");
});
