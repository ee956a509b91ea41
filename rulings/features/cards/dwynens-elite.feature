@card:dwynens-elite
Feature: Dwynen's Elite
  When this creature enters, if you control another Elf, create a 1/1 green Elf Warrior creature token.

  @ruling:2024-11-08
  Rule: Intervening "if": another Elf as it would trigger, and again as it resolves
    Dwynen's Elite's ability checks at the moment it would trigger to see if you control another Elf. If you don't, the ability won't trigger at all. If it does trigger, the ability will check again as it tries to resolve. If you don't control another Elf at that time, the ability won't resolve and none of its effects will happen.

    @rule:603.4 @rule:603.6a
    @id:with-llanowar-elves-alice-gets-an-elf-warrior-token
    Scenario: With Llanowar Elves, Alice gets an Elf Warrior token
      Given Alice controls a Llanowar Elves
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Dwynen's Elite
      And all players pass priority
      Then Dwynen's Elite's ability triggered once
      When all players pass priority
      Then Alice controls one Elf Warrior token

    @rule:603.4
    @id:with-no-other-elf-it-doesnt-trigger-not-dwynens-elite-counts
    Scenario: With no other Elf, it doesn't trigger (not: Dwynen's Elite counts itself)
      Given Alice controls a Grizzly Bears
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Dwynen's Elite
      And all players pass priority
      Then Dwynen's Elite's ability did not trigger
      And the stack is empty
      And Alice controls no Elf Warrior tokens

    @rule:603.4
    @id:bob-exiles-the-other-elf-in-response-the-ability-resolves
    Scenario: Bob exiles the other Elf in response: the ability resolves and none of its effects happen
      Given Alice controls a Llanowar Elves
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{G}
      And Bob has a Mystical Tether in his hand
      And Bob's mana pool holds {W}{C}{C}{C}{C}
      When Alice casts Dwynen's Elite
      And all players pass priority
      And Alice passes priority
      And Bob will choose Alice's Llanowar Elves when he must choose
      And Bob casts Mystical Tether
      And all players pass priority
      And all players pass priority
      Then Llanowar Elves is in exile
      When all players pass priority
      Then the stack is empty
      And Alice controls no Elf Warrior tokens
