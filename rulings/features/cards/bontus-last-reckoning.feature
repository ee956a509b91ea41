@card:bontus-last-reckoning
Feature: Bontu's Last Reckoning
  Destroy all creatures. Lands you control don't untap during your next untap step.

  @ruling:2017-07-14 @rule:502.3
  Rule: Several such effects all wear off in that one untap step
    If more than one spell says that lands you control don’t untap during your next untap step, the effects will all wear off during that untap step. You’ll untap lands you control during your untap step after that one.

    @id:bontus-last-reckoning-and-take-into-custody-on-one-land-keep
    Scenario: Bontu's Last Reckoning and Take into Custody on one land keep it tapped for one untap step, not two
      Given Alice has a Bontu's Last Reckoning, a Take into Custody and a Dryad Arbor in her hand
      And Alice's mana pool holds {B}{B}{U}{U}
      And Alice has a Forest in her library
      And Bob has two Forests in his library
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      And Alice plays Dryad Arbor
      And Alice casts Take into Custody targeting Dryad Arbor
      And all players pass priority
      And the game advances to Alice's untap step
      Then Dryad Arbor is tapped
      When the game advances to Alice's untap step
      Then Dryad Arbor is untapped

    @id:bontus-last-reckoning-and-vorinclexs-ability-on-one-land
    Scenario: Bontu's Last Reckoning and Vorinclex's ability on one land both end in the same untap step
      Given Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {B}{B}
      And Alice controls a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      And Alice has a Plains in her library
      And Bob has two Plains in his library
      When Alice taps Forest for mana
      And all players pass priority
      And Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Vorinclex, Voice of Hunger is in its owner's graveyard
      When the game advances to Alice's untap step
      Then Forest is tapped
      When the game advances to Alice's untap step
      Then Forest is untapped

  @ruling:2017-07-14 @rule:611.2c
  Rule: It applies to every land its caster controls in that untap step, even lands that entered later
    No lands that you control will untap during your next untap step, even lands that aren’t tapped as this spell resolves. This includes lands that enter the battlefield after this spell resolves.

    @id:a-land-untapped-as-it-resolves-and-one-played-after-it
    Scenario: A land untapped as it resolves, and one played after it resolved, stay tapped in that untap step
      Given Alice has a Bontu's Last Reckoning and a Forest in her hand
      And Alice's mana pool holds {B}{B}{B}
      And Alice controls a Swamp
      And Bob has a Plains in his library
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      And Alice plays Forest
      And Alice taps Forest for mana
      And Alice taps Swamp for mana
      And the game advances to Alice's untap step
      Then Forest is tapped
      And Swamp is tapped

    @id:only-its-casters-lands-are-affected-and-only-lands-other
    Scenario: Only its caster's lands are affected, and only lands: other permanents untap
      Given Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {B}{B}{B}
      And Alice controls a tapped Swamp and a tapped Mana Vault
      And Bob controls a tapped Island
      And Bob has a Forest in his library
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      And the game advances to Bob's untap step
      Then Island is untapped
      When the game advances to Alice's untap step
      Then Swamp is tapped

    @rule:701.8a
    @id:it-destroys-every-creature-each-players
    Scenario: It destroys every creature, each player's
      Given Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {B}{B}{B}
      And Alice controls a Llanowar Elves
      And Bob controls a Grizzly Bears and a Dryad Arbor
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Llanowar Elves is in its owner's graveyard
      And Grizzly Bears is in its owner's graveyard
      And Dryad Arbor is in its owner's graveyard
