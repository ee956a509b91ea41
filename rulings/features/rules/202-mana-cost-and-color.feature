Feature: 202. Mana Cost and Color
  An object's colors and mana value read from its mana cost, as the reference engine has them. Each paragraph
  of CR 202 (2026-09-25) that a board can show is quoted verbatim under its number; its scenarios show it on a
  board.

  @rule:202.2b
  Rule: 202.2b
    Objects with no colored mana symbols in their mana costs are colorless.

    @id:darksteel-myr-with-only-generic-mana-is-colorless
    Scenario: Darksteel Myr, mana cost {3}, is colorless, and so is Wastes with no mana cost (not: the color of the mana that paid for it, or of the land's mana)
      Given Alice controls a Darksteel Myr and a Wastes
      Then Darksteel Myr's color is colorless
      And Wastes's color is colorless

  @rule:202.2c
  Rule: 202.2c
    An object with two or more different colored mana symbols in its mana cost is each of the colors of those mana symbols. Most multicolored cards are printed with a gold frame, but this is not a requirement for a card to be multicolored.

    @id:watchwolf-g-w-is-both-green-and-white
    Scenario: Watchwolf, mana cost {G}{W}, is both green and white (not: only the first symbol's color)
      Given Alice controls a Watchwolf
      Then Watchwolf's colors are green and white

  @rule:202.2d
  Rule: 202.2d
    An object with one or more hybrid mana symbols and/or Phyrexian mana symbols in its mana cost is all of the colors of those mana symbols, in addition to any other colors the object might be. (Most cards with hybrid mana symbols in their mana costs are printed in a two-tone frame. See rule 107.4e.)

    @id:wildgrowth-archaic-two-or-green-hybrid-is-green
    Scenario: Wildgrowth Archaic, mana cost {2/G}{2/G}, is green (not: colorless because each symbol may be paid with generic mana)
      Given Alice has a Wildgrowth Archaic in her hand
      Then Wildgrowth Archaic's color is green

    @id:crackleburr-hybrid-is-blue-and-red
    Scenario: Crackleburr, mana cost {1}{U/R}{U/R}, is both blue and red (not: only the color of the mana that paid for it)
      Given Alice controls a Crackleburr
      Then Crackleburr's colors are blue and red

  @rule:202.3a
  Rule: 202.3a
    The mana value of an object with no mana cost is 0, unless that object is the back face of a nonmodal double-faced permanent or spell, or it is a melded permanent.

    @id:a-forest-has-mana-value-0
    Scenario: A Forest, which has no mana cost, has mana value 0 (not: undefined, or the mana it adds)
      Given Alice controls a Forest
      Then Forest's mana value is 0

  @rule:202.3f
  Rule: 202.3f
    When calculating the mana value of an object with a hybrid mana symbol in its mana cost, use the largest component of each hybrid symbol.

    # CR example: The mana value of a card with mana cost {2/B}{2/B}{2/B} is 6.

    @id:wildgrowth-archaic-has-mana-value-4
    Scenario: Wildgrowth Archaic, mana cost {2/G}{2/G}, has mana value 4 (not: 2, counting each symbol once, or the smallest component)
      Given Alice has a Wildgrowth Archaic in her hand
      Then Wildgrowth Archaic's mana value is 4

    @id:crackleburr-has-mana-value-3
    Scenario: Crackleburr, mana cost {1}{U/R}{U/R}, has mana value 3 (not: 5, counting each hybrid symbol's two colors)
      Given Alice controls a Crackleburr
      Then Crackleburr's mana value is 3
