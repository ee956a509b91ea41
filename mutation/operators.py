"""Mutation operators over the Python AST, and mutants named so that a verdict outlives line moves.

A mutant's id is `file::qualname::operator#index::snippet`: the file relative to the engine root, the
enclosing function's qualified name (`<module>` or a class name outside functions), the operator, its index
among that operator's mutants in that function, and the source it changes. Editing another function, or
moving this one, leaves the id alone.
"""

from __future__ import annotations

import ast
import copy
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

MODULE = "<module>"
SNIPPET_WIDTH = 60

_COMPARE_SWAP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_ARITH_SWAP: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
}
_BUILTIN_SWAP = {"min": "max", "max": "min", "any": "all", "all": "any"}
# Statements whose deletion (replacement by `pass`) is a mutant; compound statements are left whole.
_DELETABLE = (
    ast.Expr,
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.Raise,
    ast.Assert,
    ast.Break,
    ast.Continue,
)

_ASSIGNMENTS = (ast.Assign, ast.AnnAssign, ast.AugAssign)

OPERATORS = ("compare", "negate", "boolop", "number", "bool", "arith", "delete", "return", "not", "builtin")


@dataclass(frozen=True, slots=True)
class Mutant:
    """One mutation of one engine file."""

    file: str  # relative to the engine root, posix
    qualname: str  # the enclosing top-level function or method; MODULE or a class for definition-time code
    operator: str
    index: int  # among this operator's mutants in this function, in source order
    before: str
    after: str
    context: str  # for a lone constant, the source line it sits on: what tells its twins apart
    line: int  # first line of the mutated statement (for reading; not part of the id)
    end_line: int  # its last line: the lines a scenario must execute to reach the mutant
    in_function: bool  # inside a function body: patchable by swapping the function's code
    position: int  # ordinal among all mutations of the file, to re-find the node

    @property
    def id(self) -> str:
        """The stable name of the mutant."""
        where = f" @ {self.context}" if self.context else ""
        return f"{self.file}::{self.qualname}::{self.operator}#{self.index}::{self.before} => {self.after}{where}"

    @property
    def loose_key(self) -> tuple[str, str, str, str]:
        """What still names it after its file moves or a statement is added above it in its function."""
        return (self.qualname.rsplit(".", 1)[-1], self.operator, self.before, self.after + self.context)


@dataclass(frozen=True, slots=True)
class _Scope:
    """Where a site sits: its statement, the function (or definition-time owner) it belongs to."""

    statement: ast.stmt
    owner: str
    in_function: bool


@dataclass(slots=True)
class _Site:
    """A place where a mutation applies: a node to replace in its parent, and how to build the mutant.

    An empty `field` means: find the node's parent again when the mutant is applied.
    """

    node: ast.AST
    operator: str
    build: Callable[[ast.AST], ast.AST]
    scope: _Scope
    parent: ast.AST | None = None
    field: str = ""
    slot: int | None = None


def _snippet(lines: list[str], node: ast.AST) -> str:
    """The node's source text on one line (ast.get_source_segment re-splits the file at every call)."""
    start, end = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
    if start is None or end is None:
        return _rendered(node)
    first, last = getattr(node, "col_offset", 0), getattr(node, "end_col_offset", None)
    chunk = [line.encode() for line in lines[start - 1 : end]]  # offsets count UTF-8 bytes
    chunk[-1] = chunk[-1][:last]
    chunk[0] = chunk[0][first:]
    text = " ".join(part.decode() for part in chunk)
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= SNIPPET_WIDTH else text[: SNIPPET_WIDTH - 1] + "…"


def _line_of(lines: list[str], node: ast.AST) -> str:
    text = re.sub(r"\s+", " ", lines[getattr(node, "lineno", 1) - 1]).strip()
    return text if len(text) <= SNIPPET_WIDTH else text[: SNIPPET_WIDTH - 1] + "…"


def _rendered(node: ast.AST) -> str:
    text = re.sub(r"\s+", " ", ast.unparse(node)).strip()
    return text if len(text) <= SNIPPET_WIDTH else text[: SNIPPET_WIDTH - 1] + "…"


def _is_docstring(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def _is_skipped_block(statement: ast.stmt) -> bool:
    """`if TYPE_CHECKING:` and `if __name__ == ...:` blocks: nothing a game runs."""
    if isinstance(statement, ast.If):
        test = ast.unparse(statement.test)
        return "TYPE_CHECKING" in test or "__name__" in test
    return isinstance(statement, ast.Import | ast.ImportFrom)


def _is_all(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == "__all__" for t in statement.targets
    )


def _negated(test: ast.expr) -> ast.expr:
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return test.operand
    return ast.UnaryOp(op=ast.Not(), operand=test)


class _Walker:
    """Finds every mutation site of a module, in a fixed order."""

    def __init__(self) -> None:
        self.sites: list[_Site] = []

    def module(self, tree: ast.Module) -> list[_Site]:
        self._body(tree, "body", tree.body, MODULE, in_function=False)
        return self.sites

    def _body(self, parent: ast.AST, field: str, body: list[ast.stmt], owner: str, in_function: bool) -> None:
        for slot, statement in enumerate(body):
            if _is_docstring(statement) or _is_skipped_block(statement) or _is_all(statement):
                continue
            scope = _Scope(statement, owner, in_function)
            if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef):
                self._function(statement, scope)
            elif isinstance(statement, ast.ClassDef):
                inner = statement.name if owner == MODULE else f"{owner}.{statement.name}"
                self._body(statement, "body", statement.body, owner if in_function else inner, in_function)
            else:
                # Deleting a definition-time assignment only breaks the import: nothing about play.
                if isinstance(statement, _DELETABLE) and (
                    in_function or not isinstance(statement, _ASSIGNMENTS)
                ):
                    self.sites.append(
                        _Site(statement, "delete", lambda n: ast.Pass(), scope, parent, field, slot)
                    )
                self._statement(statement, scope)

    def _statement(self, statement: ast.stmt, scope: _Scope) -> None:
        value = statement.value if isinstance(statement, ast.Return) else None
        if value is not None and not (isinstance(value, ast.Constant) and value.value is None):
            self.sites.append(
                _Site(value, "return", lambda n: ast.Constant(value=None), scope, statement, "value")
            )
        if isinstance(statement, ast.If | ast.While):
            self.sites.append(_Site(statement.test, "negate", _negated_any, scope, statement, "test"))
        if isinstance(statement, ast.AugAssign) and type(statement.op) in _ARITH_SWAP:
            self.sites.append(_Site(statement, "arith", _swap_aug, scope, statement, "op"))
        for name, value in ast.iter_fields(statement):
            if name in ("annotation", "returns", "type_comment"):
                continue
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self._body(statement, name, value, scope.owner, scope.in_function)
                continue
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, ast.expr):
                    self._expression(item, scope)
                elif isinstance(item, ast.excepthandler | ast.match_case | ast.withitem):
                    self._statement_part(item, scope)

    def _statement_part(self, node: ast.AST, scope: _Scope) -> None:
        """An except clause, a match case or a with item: expressions and nested bodies."""
        for name, value in ast.iter_fields(node):
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self._body(node, name, value, scope.owner, scope.in_function)
            elif isinstance(value, ast.expr):
                self._expression(value, scope)

    def _function(self, function: ast.FunctionDef | ast.AsyncFunctionDef, scope: _Scope) -> None:
        # Defaults run when the function is defined: definition-time code of the owner. Decorators
        # (dataclass options, caches) configure definitions rather than play, and are left alone.
        for default in [*function.args.defaults, *(d for d in function.args.kw_defaults if d is not None)]:
            self._expression(default, scope)
        owner = scope.owner
        if not scope.in_function:
            owner = function.name if owner == MODULE else f"{owner}.{function.name}"
        self._body(function, "body", function.body, owner, True)

    def _expression(self, node: ast.expr, scope: _Scope) -> None:
        """Mutation sites in an expression, its parts before itself (source order)."""
        if isinstance(node, ast.JoinedStr):
            return  # messages: what a player reads, not what the game does
        if isinstance(node, ast.Lambda):
            for default in node.args.defaults:
                self._expression(default, scope)
            self._expression(node.body, scope)
            return
        for name, value in ast.iter_fields(node):
            if name != "annotation":
                for item in value if isinstance(value, list) else [value]:
                    self._part(item, scope)
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in _COMPARE_SWAP:
                    self.sites.append(_Site(node, "compare", _swap_compare(i), scope))
        operator, build = _operator_of(node, scope)
        if build is not None:
            self.sites.append(_Site(node, operator, build, scope))

    def _part(self, item: object, scope: _Scope) -> None:
        if isinstance(item, ast.expr):
            self._expression(item, scope)
        elif isinstance(item, ast.keyword):
            self._expression(item.value, scope)
        elif isinstance(item, ast.comprehension):
            self._expression(item.iter, scope)
            for slot, condition in enumerate(item.ifs):
                self._expression(condition, scope)
                self.sites.append(_Site(condition, "negate", _negated_any, scope, item, "ifs", slot))


Builder = Callable[[ast.AST], ast.AST]


def _operator_of(node: ast.expr, scope: _Scope) -> tuple[str, Builder | None]:
    """The mutation of an expression node itself, if one applies (comparisons are done per operator)."""
    operator, build = "", None
    if isinstance(node, ast.BoolOp):
        operator, build = "boolop", _swap_boolop
    elif isinstance(node, ast.IfExp):
        operator, build = "negate", _negate_ifexp
    elif isinstance(node, ast.BinOp) and type(node.op) in _ARITH_SWAP:
        # At definition time `A | B` is a type union: swapping it only breaks the import.
        if scope.in_function or not isinstance(node.op, ast.BitOr | ast.BitAnd):
            operator, build = "arith", _swap_binop
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        if not _is_test(node, scope.statement):
            operator, build = "not", _drop_not
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        operator, build = "bool", _flip_bool
    elif isinstance(node, ast.Constant) and isinstance(node.value, int):
        operator, build = "number", _plus_one
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _BUILTIN_SWAP:
        operator, build = "builtin", _swap_builtin
    return operator, build


def _flip_bool(node: ast.AST) -> ast.AST:
    return ast.Constant(value=not _constant(node))


def _plus_one(node: ast.AST) -> ast.AST:
    return ast.Constant(value=_constant(node) + 1)


def _is_test(node: ast.expr, statement: ast.stmt) -> bool:
    """A `not` that is the whole test of an if/while: the negate operator already removes it."""
    return isinstance(statement, ast.If | ast.While) and statement.test is node


def _constant(node: ast.AST) -> int:
    assert isinstance(node, ast.Constant)
    value = node.value
    assert isinstance(value, int)
    return value


def _negated_any(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.expr)
    return _negated(node)


def _swap_compare(i: int) -> Callable[[ast.AST], ast.AST]:
    def build(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.Compare)
        ops = list(node.ops)
        ops[i] = _COMPARE_SWAP[type(ops[i])]()
        return ast.Compare(left=node.left, ops=ops, comparators=node.comparators)

    return build


def _swap_boolop(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BoolOp)
    return ast.BoolOp(op=ast.Or() if isinstance(node.op, ast.And) else ast.And(), values=node.values)


def _negate_ifexp(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.IfExp)
    return ast.IfExp(test=_negated(node.test), body=node.body, orelse=node.orelse)


def _swap_binop(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BinOp)
    return ast.BinOp(left=node.left, op=_ARITH_SWAP[type(node.op)](), right=node.right)


def _swap_aug(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.AugAssign)
    return ast.AugAssign(target=node.target, op=_ARITH_SWAP[type(node.op)](), value=node.value)


def _drop_not(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.UnaryOp)
    return node.operand


def _swap_builtin(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    return ast.Call(
        func=ast.Name(id=_BUILTIN_SWAP[node.func.id], ctx=ast.Load()), args=node.args, keywords=node.keywords
    )


def _sites(tree: ast.Module) -> list[_Site]:
    return _Walker().module(tree)


def mutants_of(path: Path, root: Path) -> list[Mutant]:
    """Every mutant of one engine file."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, str(path))
    relative = path.relative_to(root).as_posix()
    lines = source.splitlines()
    counters: dict[tuple[str, str], int] = {}
    found: list[Mutant] = []
    for position, site in enumerate(_sites(tree)):
        key = (site.scope.owner, site.operator)
        index = counters.get(key, 0)
        counters[key] = index + 1
        target = site.node
        mutated = site.build(copy.deepcopy(target))
        found.append(
            Mutant(
                file=relative,
                qualname=site.scope.owner,
                operator=site.operator,
                index=index,
                before=_snippet(lines, target),
                after=_rendered(mutated),
                context=_line_of(lines, target) if isinstance(target, ast.Constant) else "",
                line=site.scope.statement.lineno,
                end_line=site.scope.statement.end_lineno or site.scope.statement.lineno,
                in_function=site.scope.in_function,
                position=position,
            )
        )
    return found


def all_mutants(root: Path) -> list[Mutant]:
    """Every mutant of every Python file under the engine root, in path order."""
    return [m for path in sorted(root.rglob("*.py")) for m in mutants_of(path, root)]


def mutated_tree(source: str, mutant: Mutant, filename: str = "<mutant>") -> ast.Module:
    """The module's AST with the one mutation applied (line numbers kept, so code objects still match)."""
    tree = ast.parse(source, filename)
    site = _sites(tree)[mutant.position]
    replacement = site.build(copy.deepcopy(site.node))
    ast.copy_location(replacement, site.node)
    _replace(tree, site, replacement)
    return ast.fix_missing_locations(tree)


def _replace(tree: ast.Module, site: _Site, replacement: ast.AST) -> None:
    if site.field == "op" and isinstance(site.node, ast.AugAssign):
        assert isinstance(replacement, ast.AugAssign)
        site.node.op = replacement.op
        return
    if site.parent is not None:
        parent, field, slot = site.parent, site.field, site.slot
    else:
        parent, field, slot = _parent_of(tree, site.node)
    if slot is None:
        setattr(parent, field, replacement)
    else:
        getattr(parent, field)[slot] = replacement


def _parent_of(tree: ast.AST, target: ast.AST) -> tuple[ast.AST, str, int | None]:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is target:
                return parent, field, None
            if isinstance(value, list):
                for slot, item in enumerate(value):
                    if item is target:
                        return parent, field, slot
    raise LookupError("the mutated node has no parent")


def iter_files(root: Path) -> Iterator[Path]:
    """The engine's Python files."""
    yield from sorted(root.rglob("*.py"))
