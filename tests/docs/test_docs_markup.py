"""Text on the site: escaped first, then mana symbols, CR cross-references and card names decorated."""

from __future__ import annotations

from rulings.site.markup import Linker, render_symbols, render_text, text_blocks

LINKER = Linker.build(
    {"302.6": "rules/302.html#302.6", "302": "rules/302.html", "106.7": "rules/106.html#106.7"},
    {"Reflecting Pool": "cards/reflecting-pool.html", "Forest": "cards/forest.html"},
)


def test_html_in_text_is_escaped() -> None:
    html = render_text('<script>alert("x")</script> & <img src=x onerror=y>', LINKER)
    assert "<script>" not in html and "<img" not in html
    assert html == "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &lt;img src=x onerror=y&gt;"


def test_mana_symbols_are_drawn_and_read_as_written_without_css() -> None:
    html = render_symbols("{T}: Add {G}{G}, {2/W} or {U/P}.")
    assert html.count('class="sym ') == 5
    assert 'class="sym sym-t"' in html and 'aria-label="the tap symbol"' in html
    assert 'class="sym sym-g"' in html and 'class="sym sym-2w"' in html and 'class="sym sym-up"' in html
    # Without the stylesheet the text is exactly what was written.
    text = html.striptags()
    assert text == "{T}: Add {G}{G}, {2/W} or {U/P}."


def test_not_a_symbol_stays_text() -> None:
    assert render_symbols("{not a symbol} {}") == "{not a symbol} {}"


def test_cross_references_link_only_to_paragraphs_the_site_has() -> None:
    html = render_text("See rule 302.6. See also rule 107.4 and rule 302.", LINKER, "../")
    assert '<a class="xref" href="../rules/302.html#302.6">302.6</a>' in html
    assert "107.4" in html and 'href="../rules/107' not in html
    assert '<a class="xref" href="../rules/302.html">302</a>' in html


def test_card_names_link_to_their_pages_but_not_to_the_current_one() -> None:
    html = render_text("Alice taps Reflecting Pool and a Snow-Forest", LINKER, "../", link_cards=True)
    assert '<a class="card-link" href="../cards/reflecting-pool.html">Reflecting Pool</a>' in html
    assert "cards/forest.html" not in html  # "Snow-Forest" is not "Forest"
    own = render_text(
        "Reflecting Pool", LINKER, "../", link_cards=True, except_url="cards/reflecting-pool.html"
    )
    assert own == "Reflecting Pool"


def test_a_card_name_with_markup_characters_is_escaped_inside_its_link() -> None:
    linker = Linker.build({}, {"<b>Evil</b>": "cards/evil.html"})
    html = render_text("Alice controls a <b>Evil</b>", linker, link_cards=True)
    assert '<a class="card-link" href="cards/evil.html">&lt;b&gt;Evil&lt;/b&gt;</a>' in html


def test_description_blocks_split_on_blank_lines() -> None:
    assert text_blocks("one\ntwo\n\n  \nthree\n") == ["one\ntwo", "three"]
