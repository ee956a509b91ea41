@card:draconic-disciple
Feature: Draconic Disciple
  {T}: Add one mana of any color.
  {7}, {T}, Sacrifice this creature: Create a 5/5 red Dragon creature token with flying.

  @rule:602.2b
  Rule: Sacrificed as it is activated, it makes the Dragon as the ability resolves
    The remainder of the process for activating an ability is identical to the process for casting a spell listed in rules 601.2b–i. Those rules apply to activating an ability just as they apply to casting a spell. An activated ability’s analog to a spell’s mana cost (as referenced in rule 601.2f) is its activation cost.

    @rule:111.3 @rule:111.4
    @id:alice-pays-7-taps-and-sacrifices-it-a-5-5-red-dragon-token-with
    Scenario: Alice pays {7}, taps and sacrifices it: it is in her graveyard at once, and the ability makes a 5/5 red Dragon Token with flying (not: sacrificed on resolution, or a token with the Disciple's colors)
      Given Alice controls a Draconic Disciple
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}
      When Alice activates Draconic Disciple's second ability
      Then Draconic Disciple is in her graveyard
      And the top of the stack is an ability of Draconic Disciple
      And Alice controls no Dragon tokens
      When all players pass priority
      Then Alice controls one Dragon token
      And Dragon Token is a 5/5 creature
      And Dragon Token's color is red
      And Dragon Token's card types are Creature
      And Dragon Token's subtypes are Dragon
      And Dragon Token has flying
      And Dragon Token is controlled by Alice

    @id:with-only-6-mana-alice-cant-activate-it-and-it-stays
    Scenario: With only six mana Alice can't activate it, and it stays on the battlefield (not: sacrificed without the full cost paid)
      Given Alice controls a Draconic Disciple
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
      When Alice tries to activate Draconic Disciple's second ability
      Then that is illegal
      And Draconic Disciple is on the battlefield
      And Alice controls no Dragon tokens

  @rule:302.6
  Rule: Its cost has {T}: a Disciple that came under Alice's control this turn can't make a Dragon
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @id:a-draconic-disciple-that-entered-this-turn-cant-be-sacrificed-for
    Scenario: A Draconic Disciple that entered this turn can't be activated for its Dragon (not: a sacrifice cost lets it skip summoning sickness)
      Given Alice controls a Draconic Disciple
      And Draconic Disciple entered the battlefield this turn
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}
      When Alice tries to activate Draconic Disciple's second ability
      Then that is illegal
      And Draconic Disciple is on the battlefield
