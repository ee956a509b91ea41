@card:shivan-dragon
Feature: Shivan Dragon
  Flying
  {R}: This creature gets +1/+0 until end of turn.

  @rule:602.2a
  Rule: Each activation is an ability of its own on the stack, and does what it says only as it resolves
    The player announces that they are activating the ability. If an activated ability is being activated from a hidden zone, the card that has that ability is revealed (see rule 701.20a). That ability is created on the stack as an object that’s not a card. It becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. Its controller is the player who activated the ability. The ability remains on the stack until it’s countered, it resolves, or an effect moves it elsewhere.

    @id:activated-twice-for-r-r-shivan-dragon-is-a-7-5-not-one
    Scenario: Activated twice for {R}{R}, Shivan Dragon is a 7/5 (not: one activation's bonus, or a bonus to every creature)
      Given Alice controls a Shivan Dragon and a Grizzly Bears
      And Alice's mana pool holds {R}{R}
      When Alice activates Shivan Dragon
      Then the top of the stack is an ability of Shivan Dragon
      And Shivan Dragon is a 5/5 creature
      When all players pass priority
      And Alice activates Shivan Dragon
      And all players pass priority
      Then Shivan Dragon is a 7/5 creature
      And Grizzly Bears is a 2/2 creature

    @rule:602.1a
    @id:without-red-mana-it-cant-be-activated-not-any-mana-pays-r
    Scenario: Without red mana it can't be activated (not: any mana pays {R})
      Given Alice controls a Shivan Dragon
      And Alice's mana pool holds {G}
      When Alice tries to activate Shivan Dragon
      Then that is illegal

  @rule:514.2
  Rule: The bonus lasts until the cleanup step
    Second, the following actions happen simultaneously: all damage marked on permanents (including phased-out permanents) is removed and all “until end of turn” and “this turn” effects end. This turn-based action doesn’t use the stack.

    @id:pumped-to-6-5-and-attacking-it-deals-6-in-bobs-turn-it-is-a
    Scenario: Pumped to 6/5 and attacking, it deals 6; in Bob's turn it is a 5/5 again (not: the bonus stays)
      Given Alice controls a Shivan Dragon
      And Alice's mana pool holds {R}
      When Alice activates Shivan Dragon
      And all players pass priority
      And Alice attacks Bob with Shivan Dragon
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14
      When the game advances to Bob's upkeep
      Then Shivan Dragon is a 5/5 creature
