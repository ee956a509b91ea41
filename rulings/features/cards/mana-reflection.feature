@card:mana-reflection
Feature: Mana Reflection
  If you tap a permanent for mana, it produces twice as much of that mana instead.

  @ruling:2020-08-07
  Rule: A triggered mana ability's mana isn't doubled
    If an ability triggers “whenever you tap” something for mana and produces mana, that triggered mana ability won't be affected by Mana Reflection.

    @rule:605.1b @rule:106.12b
    @id:vorinclexs-whenever-you-tap-a-land-for-mana-adds-one-mana
    Scenario: Vorinclex's "whenever you tap a land for mana" adds one mana, not two
      Given Alice controls a Forest, a Mana Reflection and a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      Then Forest added {G}{G} to Alice's mana pool
      And Vorinclex, Voice of Hunger added {G} to Alice's mana pool
      And Alice's mana pool is {G}{G}{G}

    @rule:605.1b @rule:106.12b
    @id:heartbeat-of-spring-adds-one-mana-of-the-doubled-type
    Scenario: Heartbeat of Spring adds one mana of the doubled type, undoubled
      Given Alice controls an Island, a Mana Reflection and a Heartbeat of Spring
      When Alice taps Island for mana
      Then Island added {U}{U} to Alice's mana pool
      And Heartbeat of Spring added {U} to Alice's mana pool

  @ruling:2020-08-07
  Rule: Mana Reflection produces no mana itself; the permanent tapped for mana produces more
    Mana Reflection doesn't produce any mana itself. Rather, it causes permanents you tap for mana to produce more mana. If the mana ability of that permanent puts any restrictions or riders on the mana it produces, that will apply to all the mana it produces this way.

    @rule:605.1a
    @id:mana-reflection-has-no-mana-ability-and-could-produce
    Scenario: Mana Reflection has no mana ability and could produce nothing
      Given Alice controls a Mana Reflection
      Then Mana Reflection could produce nothing
      When Alice tries to tap Mana Reflection for mana
      Then that is illegal
      And Alice's mana pool is empty

    @rule:106.3
    @id:the-doubled-mana-comes-from-the-forest-not-from-mana
    Scenario: The doubled mana comes from the Forest, not from Mana Reflection
      Given Alice controls a Forest and a Mana Reflection
      When Alice taps Forest for mana
      Then Forest added {G}{G} to Alice's mana pool
      And Mana Reflection added nothing to Alice's mana pool

    @id:only-permanents-alice-taps-produce-more-bobs-forest-isnt
    Scenario: Only permanents Alice taps produce more: Bob's Forest isn't doubled
      Given Alice controls a Mana Reflection
      And Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then Bob's mana pool is {G}

  @ruling:2020-08-07
  Rule: The effects of several Mana Reflections are cumulative
    The effects of multiple Mana Reflections are cumulative. For example, if you have two Mana Reflections on the battlefield, you'll get four times the original amount and type of mana. If you have three, you'll get eight times the mana, and so on.

    @rule:616.1
    @id:two-mana-reflections-give-four-times-the-mana
    Scenario: Two Mana Reflections give four times the mana
      Given Alice controls a Forest and two Mana Reflections
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}{G}

    @rule:616.1
    @id:three-mana-reflections-give-eight-times-the-mana
    Scenario: Three Mana Reflections give eight times the mana
      Given Alice controls a Wastes and three Mana Reflections
      When Alice taps Wastes for mana
      Then Alice's mana pool is {C}{C}{C}{C}{C}{C}{C}{C}

    @rule:616.1
    @id:two-mana-reflections-on-gaeas-cradles-two-mana-give-eight
    Scenario: Two Mana Reflections on Gaea's Cradle's two mana give eight
      Given Alice controls a Gaea's Cradle, two Walking Corpses and two Mana Reflections
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {G}{G}{G}{G}{G}{G}{G}{G}

  @ruling:2020-08-07
  Rule: Only a mana ability with {T} in its cost is tapping a permanent for mana
    You're “tapping a permanent for mana” only if you're activating a mana ability of that permanent that includes the {T} symbol in its cost. A mana ability produces mana as part of its effect.

    @rule:106.12 @rule:107.6
    @id:pili-palas-q-mana-ability-isnt-doubled
    Scenario: Pili-Pala's {Q} mana ability isn't doubled
      Given Alice controls a tapped Pili-Pala and a Mana Reflection
      And Alice's mana pool holds {G}{G}
      When Alice activates Pili-Pala for {U}
      Then Alice's mana pool is {U}

    @rule:106.12
    @id:sacrificing-a-land-to-squandered-resources-isnt-doubled
    Scenario: Sacrificing a land to Squandered Resources isn't doubled
      Given Alice controls a Squandered Resources, a Swamp and a Mana Reflection
      When Alice activates Squandered Resources, sacrificing Swamp for {B}
      Then Alice's mana pool is {B}

    @rule:106.12
    @id:a-creature-tapped-for-mana-is-a-permanent-tapped-for-mana
    Scenario: A creature tapped for mana is a permanent tapped for mana
      Given Alice controls a Llanowar Elves and a Mana Reflection
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}{G}
