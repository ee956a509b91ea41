@card:contamination
Feature: Contamination
  At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.
  If a land is tapped for mana, it produces {B} instead of any other type and amount.

  @ruling:2004-10-04
  Rule: Contamination's mana ability is a replacement effect, not a triggered ability
    The second ability of this card is a replacement effect, not a triggered ability.

    @rule:614.1a @rule:106.12b
    @id:a-forest-tapped-for-mana-produces-black-instead-of-green-not
    Scenario: A Forest tapped for mana produces black instead of green, not as well as green
      Given Alice controls a Forest and a Contamination
      When Alice taps Forest for mana
      Then Alice's mana pool is {B}
      And Contamination's ability did not trigger
      And the stack is empty

    @rule:614.1a @rule:106.12b
    @id:gaeas-cradles-two-green-mana-are-replaced-by-one-black-mana
    Scenario: Gaea's Cradle's two green mana are replaced by one black mana
      Given Alice controls a Gaea's Cradle, two Walking Corpses and a Contamination
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {B}

    @rule:106.12b
    @id:the-replacement-applies-to-any-land-tapped-for-mana-an
    Scenario: The replacement applies to any land tapped for mana, an opponent's too
      Given Alice controls a Contamination
      And Bob controls an Island
      And Bob has priority
      When Bob taps Island for mana
      Then Bob's mana pool is {B}

  @ruling:2004-10-04
  Rule: Other effects that add mana still add it; those that copy the land's type follow Contamination's color
    External effects that generate more mana still generate their additional mana as directed without being affected by this card. Effects which generate more mana based on what type of mana the land produces will be affected in color but not in amount.

    @rule:106.12a
    @id:wild-growth-still-adds-green-to-contaminations-black
    Scenario: Wild Growth still adds green to Contamination's black
      Given Alice controls a Forest and a Contamination
      And Alice controls a Wild Growth attached to her Forest
      When Alice taps Forest for mana
      Then Forest added {B} to Alice's mana pool
      And Wild Growth added {G} to Alice's mana pool

    @rule:106.12a
    @id:mana-flare-adds-one-black-mana-contamination-changes-its
    Scenario: Mana Flare adds one black mana: Contamination changes its color, not its amount
      Given Alice controls a Forest, a Contamination and a Mana Flare
      When Alice taps Forest for mana
      Then Alice's mana pool is {B}{B}
      And Mana Flare added {B} to Alice's mana pool

    @rule:106.12a
    @id:heartbeat-of-spring-adds-black-for-gaeas-cradles-black
    Scenario: Heartbeat of Spring adds black for Gaea's Cradle's black
      Given Alice controls a Gaea's Cradle, two Walking Corpses, a Contamination and a Heartbeat of Spring
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {B}{B}

  @ruling:2004-10-04
  Rule: The upkeep sacrifice is chosen as the ability resolves
    You choose whether to sacrifice a creature or not on resolution. If not, then you sacrifice Contamination. You can choose to not sacrifice even if you no longer control Contamination on resolution.

    # Not shown fully: the reference engine doesn't model Contamination's upkeep ability (it answers
    # `unsupported` when a game would pass through its controller's upkeep), so the choice on resolution
    # can't be played out. What it can show is that nothing happens outside that upkeep.
    @id:contaminations-upkeep-ability-doesnt-trigger-in-an-opponents
    Scenario: Contamination's upkeep ability doesn't trigger in an opponent's upkeep
      Given Alice controls a Contamination and a Walking Corpse
      When the game advances to Bob's upkeep
      Then Contamination's ability did not trigger
      And the stack is empty
