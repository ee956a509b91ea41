"""An engine that answers every question wrongly but well-formed: what a careless engine looks like.

Legal actions are refused and illegal ones allowed; mana pools hold one {C} too many; could-produce adds
{C} or drops a type; tapped is flipped; the stack holds a phantom; every event is logged twice.
"""

import json

from tests.broken_engines import wire


def wrong(message: wire.Message) -> wire.Message:
    answer: wire.Message = json.loads(wire.reply(message))
    cmd = message.get("cmd")
    if cmd == "act":
        if answer["outcome"] == "ok":
            return {"seq": answer["seq"], "outcome": "illegal", "reason": "no reason at all"}
        if answer["outcome"] == "illegal":
            return {"seq": answer["seq"], "outcome": "ok", "events": []}
    if cmd != "query" or answer.get("outcome") != "value":
        return answer
    kind, value = message["query"].get("type"), answer["value"]
    if kind == "mana_pool":
        value["C"] = value.get("C", 0) + 1
    elif kind == "could_produce":
        value = value[1:] if value else ["C"]
    elif kind == "object":
        value["tapped"] = not value.get("tapped")
        value["zone"] = "exile" if value.get("zone") != "exile" else "battlefield"
    elif kind in ("can_activate", "can_cast"):
        value = {"legal": not value.get("legal"), "reason": ""}
    elif kind == "stack":
        value = [
            *value,
            {"id": "phantom", "kind": "ability", "source": "nowhere", "controller": "nobody", "text": ""},
        ]
    elif kind == "events":
        value = [e for e in value for _ in (0, 1)] or [{"kind": "triggered", "source": "nowhere"}]
    answer["value"] = value
    return answer


def respond(message: wire.Message) -> None:
    wire.write(json.dumps(wrong(message)))


wire.serve(respond)
