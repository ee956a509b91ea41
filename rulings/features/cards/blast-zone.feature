@card:blast-zone
Feature: Blast Zone
  This land enters with a charge counter on it.
  {T}: Add {C}.
  {X}{X}, {T}: Put X charge counters on this land.
  {3}, {T}, Sacrifice this land: Destroy each nonland permanent with mana value equal to the number of charge counters on this land.

  @ruling:2025-07-25 @rule:107.3a @rule:107.3k
  Rule: {X}{X} costs twice X: X = 3 is paid with {6}
    An activation cost of {X}{X} means that you pay twice X. If you want X to be 3, you pay {6} to activate Blast Zone’s ability.

    @id:x-3-is-paid-with-six-mana-and-puts-3-charge-counters-on-it
    Scenario: X = 3 is paid with six mana and puts 3 charge counters on it
      Given Alice controls a Blast Zone
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
      When Alice activates Blast Zone's second ability with X = 3
      Then Alice's mana pool is empty
      And Blast Zone is tapped
      When all players pass priority
      Then Blast Zone has 3 charge counters

    @id:three-mana-doesnt-pay-for-x-3-not-x-x-paid-as-one-x
    Scenario: Three mana doesn't pay for X = 3 (not: {X}{X} paid as one X)
      Given Alice controls a Blast Zone
      And Alice's mana pool holds {C}{C}{C}
      When Alice tries to activate Blast Zone's second ability with X = 3
      Then that is illegal
      And Blast Zone is untapped
      And Alice's mana pool is {C}{C}{C}

  @ruling:2025-07-25 @rule:202.3
  Rule: A token has mana value 0
    Every token has mana value 0 unless it is copying something or was created with a specific mana cost.

    @id:blast-zone-with-no-charge-counters-destroys-a-thopter-token
    Scenario: Blast Zone with no charge counters destroys a Thopter token
      Given Alice controls a Blast Zone
      And Bob controls a Hangarback Walker with one +1/+1 counter
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Forked Bolt targeting Bob's Hangarback Walker
      And all players pass priority
      And all players pass priority
      Then Bob controls one Thopter token
      When Alice activates Blast Zone's third ability
      And all players pass priority
      Then Bob controls no Thopter tokens

    @id:blast-zone-with-one-charge-counter-leaves-a-thopter-token
    Scenario: Blast Zone with one charge counter leaves a Thopter token alone
      Given Alice controls a Blast Zone with 1 charge counter
      And Bob controls a Hangarback Walker with one +1/+1 counter
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Forked Bolt targeting Bob's Hangarback Walker
      And all players pass priority
      And all players pass priority
      And Alice activates Blast Zone's third ability
      And all players pass priority
      Then Bob controls one Thopter token

  @ruling:2025-07-25 @rule:107.3g @rule:202.3e
  Rule: On the battlefield X is 0 in a mana value
    If a permanent has {X} in its mana cost, X is 0 for the purpose of determining its mana value.

    @id:blast-zone-with-no-charge-counters-destroys-a-chalice-of-the
    Scenario: Blast Zone with no charge counters destroys a Chalice of the Void cast with X = 2
      Given Alice controls a Blast Zone
      And Bob controls a Chalice of the Void with 2 charge counters
      And Alice's mana pool holds {C}{C}{C}
      When Alice activates Blast Zone's third ability
      And all players pass priority
      Then Chalice of the Void is in his graveyard
      And Blast Zone is in her graveyard

    @id:blast-zone-with-4-charge-counters-doesnt-destroy-it-not-x
    Scenario: Blast Zone with 4 charge counters doesn't destroy it (not: X counted as its 2 counters, {X}{X} as 4)
      Given Alice controls a Blast Zone with 4 charge counters
      And Bob controls a Chalice of the Void with 2 charge counters
      And Alice's mana pool holds {C}{C}{C}
      When Alice activates Blast Zone's third ability
      And all players pass priority
      Then Chalice of the Void is on the battlefield
