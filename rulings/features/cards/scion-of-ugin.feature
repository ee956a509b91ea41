@card:scion-of-ugin
Feature: Scion of Ugin
  Flying

  @ruling:2015-02-25 @rule:105.2c @rule:202.2
  Rule: A colorless creature with no color in its cost: not monocolored, and no artifact
    Scion of Ugin is colorless. It isn’t monocolored, nor is it an artifact.

    @id:scion-of-ugin-is-colorless-and-a-creature-not-an-artifact
    Scenario: Scion of Ugin is colorless and a creature, not an artifact (not: colorless means an artifact)
      Given Alice controls a Scion of Ugin
      Then Scion of Ugin's color is colorless
      And Scion of Ugin's card types are Creature

    @id:disenchant-cant-target-scion-of-ugin-which-is-no-artifact
    Scenario: Disenchant can't target Scion of Ugin, which is no artifact (not: a colorless permanent is an artifact)
      Given Bob controls a Scion of Ugin
      And Alice has a Disenchant in her hand
      And Alice's mana pool holds {W}{C}
      When Alice tries to cast Disenchant targeting Scion of Ugin
      Then that is illegal
      And Disenchant is in her hand
