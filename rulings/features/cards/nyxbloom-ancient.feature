@card:nyxbloom-ancient
Feature: Nyxbloom Ancient
  Trample
  If you tap a permanent for mana, it produces three times as much of that mana instead.

  @ruling:2020-01-24
  Rule: A triggered mana ability's mana isn't tripled
    If an ability triggers “whenever you tap” something for mana and produces mana, that triggered mana ability won’t be affected by Nyxbloom Ancient.

    @rule:605.1b @rule:106.12b
    @id:vorinclexs-whenever-you-tap-a-land-for-mana-adds-one-mana-2
    Scenario: Vorinclex's "whenever you tap a land for mana" adds one mana, not three
      Given Alice controls a Forest, a Nyxbloom Ancient and a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      Then Forest added {G}{G}{G} to Alice's mana pool
      And Vorinclex, Voice of Hunger added {G} to Alice's mana pool
      And Alice's mana pool is {G}{G}{G}{G}

    @rule:605.1b @rule:106.12b
    @id:wild-growths-additional-mana-isnt-tripled
    Scenario: Wild Growth's additional mana isn't tripled
      Given Alice controls a Wastes and a Nyxbloom Ancient
      And Alice controls a Wild Growth attached to her Wastes
      When Alice taps Wastes for mana
      Then Alice's mana pool is {G}{C}{C}{C}

  @ruling:2020-01-24
  Rule: Nyxbloom Ancient produces no mana itself; the permanent tapped for mana produces more
    Nyxbloom Ancient doesn’t produce any mana itself. Rather, it causes permanents you tap for mana to produce more mana. If the mana ability of that permanent puts any restrictions or riders on the mana it produces, that will apply to all the mana it produces this way.

    @rule:605.1a
    @id:nyxbloom-ancient-has-no-mana-ability-and-could-produce
    Scenario: Nyxbloom Ancient has no mana ability and could produce nothing
      Given Alice controls a Nyxbloom Ancient
      Then Nyxbloom Ancient could produce nothing
      When Alice tries to tap Nyxbloom Ancient for mana
      Then that is illegal

    @rule:106.3
    @id:the-tripled-mana-comes-from-the-chromatic-lantern-tapped-for
    Scenario: The tripled mana comes from the Chromatic Lantern tapped for it
      Given Alice controls a Chromatic Lantern and a Nyxbloom Ancient
      When Alice taps Chromatic Lantern for {R}
      Then Chromatic Lantern added {R}{R}{R} to Alice's mana pool
      And Nyxbloom Ancient added nothing to Alice's mana pool

  @ruling:2020-01-24
  Rule: The effects of several Nyxbloom Ancients are cumulative
    The effects of multiple Nyxbloom Ancients are cumulative. For example, if you have two Nyxbloom Ancients on the battlefield, you’ll get nine times the original amount and type of mana.

    @rule:616.1
    @id:two-nyxbloom-ancients-give-nine-times-the-mana
    Scenario: Two Nyxbloom Ancients give nine times the mana
      Given Alice controls a Forest and two Nyxbloom Ancients
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}{G}{G}{G}{G}{G}{G}

    @rule:616.1
    @id:nyxbloom-ancient-and-mana-reflection-together-give-six-times
    Scenario: Nyxbloom Ancient and Mana Reflection together give six times the mana
      Given Alice controls an Island, a Nyxbloom Ancient and a Mana Reflection
      When Alice taps Island for mana
      Then Alice's mana pool is {U}{U}{U}{U}{U}{U}

  @ruling:2020-01-24
  Rule: Only a mana ability with {T} in its cost is tapping a permanent for mana
    You’re “tapping a permanent for mana” only if you’re activating a mana ability of that permanent that includes the {T} symbol in its cost. A mana ability produces mana as part of its effect.

    @rule:106.12 @rule:107.6
    @id:pili-palas-q-mana-ability-isnt-tripled
    Scenario: Pili-Pala's {Q} mana ability isn't tripled
      Given Alice controls a tapped Pili-Pala and a Nyxbloom Ancient
      And Alice's mana pool holds {C}{C}
      When Alice activates Pili-Pala for {W}
      Then Alice's mana pool is {W}

    @rule:106.12
    @id:sacrificing-a-land-to-squandered-resources-isnt-tripled
    Scenario: Sacrificing a land to Squandered Resources isn't tripled
      Given Alice controls a Squandered Resources, a Mountain and a Nyxbloom Ancient
      When Alice activates Squandered Resources, sacrificing Mountain for {R}
      Then Alice's mana pool is {R}
      And Mountain is in its owner's graveyard
