@card:aim-high
Feature: Aim High
  Untap target creature. It gets +2/+2 and gains reach until end of turn.

  @ruling:2025-01-24 @rule:608.2c
  Rule: Aim High can target a creature that’s already untapped
    Aim High can target a creature that’s already untapped. It still gets +2/+2 and gains reach until end of turn.

    @id:an-untapped-creature-still-gets-2-2-and-reach-not-nothing-to
    Scenario: An untapped creature still gets +2/+2 and reach (not: nothing to untap, so nothing happens)
      Given Alice controls a Grizzly Bears
      And Alice has an Aim High in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is a 4/4 creature
      And Grizzly Bears has reach

    @id:a-tapped-creature-untaps-and-gets-the-bonus
    Scenario: A tapped creature untaps and gets the bonus
      Given Alice controls a tapped Grizzly Bears
      And Alice has an Aim High in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is a 4/4 creature

  @ruling:2025-01-24 @rule:506.4b
  Rule: Untapping an attacking creature doesn’t cause it to be removed from combat
    Untapping an attacking creature doesn’t cause it to be removed from combat.

    @id:the-attacker-untapped-by-aim-high-still-attacks-and-deals-4
    Scenario: The attacker untapped by Aim High still attacks and deals 4 damage (not: untapping removes it from combat)
      Given Alice controls a Grizzly Bears and two Forests
      And Alice has an Aim High in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is attacking
      When the game advances to Alice's combat damage step
      Then Bob's life total is 16
