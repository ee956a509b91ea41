@card:goblin-guide
Feature: Goblin Guide
  Haste
  Whenever this creature attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.

  @ruling:2020-08-07
  Rule: If Goblin Guide is attacking a planeswalker, that planeswalker's controller is the…
    If Goblin Guide is attacking a planeswalker, that planeswalker's controller is the defending player.

  @ruling:2020-08-07
  Rule: A revealed nonland card stays on top of the defending player's library; a land goes to their hand
    If the defending player reveals a nonland card, it remains on top of their library.

    @rule:603.2
    @id:goblin-guide-attacks-bob-bob-reveals-a-forest-on-top-of-his
    Scenario: Goblin Guide attacks Bob: Bob reveals a Forest on top of his library and puts it into his hand
      Given Alice controls a Goblin Guide
      And Bob has a Forest and a Swamp in his library
      When Alice attacks Bob with Goblin Guide
      Then the top of the stack is an ability of Goblin Guide
      When all players pass priority
      Then Forest is in his hand
      And Swamp is in his library

    @id:a-revealed-grizzly-bears-stays-in-bobs-library-not-any
    Scenario: A revealed Grizzly Bears stays in Bob's library (not: any revealed card goes to the hand)
      Given Alice controls a Goblin Guide
      And Bob has a Grizzly Bears and a Forest in his library
      When Alice attacks Bob with Goblin Guide
      And all players pass priority
      Then Grizzly Bears is in his library
      And Forest is in his library
