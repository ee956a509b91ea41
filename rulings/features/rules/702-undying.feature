Feature: 702.93 Undying
  A permanent with undying put into a graveyard from the battlefield returns with a +1/+1 counter, if it had no
  +1/+1 counter as it last existed there. The paragraph of CR 702.93 (2026-09-25) is quoted verbatim; its
  scenarios show it on a board, with the readings it is easily mistaken for.

  @rule:702.93a
  Rule: 702.93a
    Undying is a triggered ability. “Undying” means “When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner’s control with a +1/+1 counter on it.”

    @id:undying-returns-a-creature-that-died-with-a-counter
    Scenario: Young Wolf dealt lethal damage by Shock returns with a +1/+1 counter, a 2/2 under Alice's control
      Given Alice controls a Young Wolf
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Young Wolf
      And all players pass priority
      Then Young Wolf is in its owner's graveyard
      When all players pass priority
      Then Young Wolf is on the battlefield
      And Young Wolf has 1 +1/+1 counter on it
      And Young Wolf is a 2/2 creature

    @id:undying-doesnt-trigger-if-it-had-a-counter
    Scenario: Young Wolf that had a +1/+1 counter as it died stays in the graveyard: undying doesn't trigger (not: it returns each time)
      Given Alice controls a Young Wolf with 1 +1/+1 counter
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Young Wolf
      And all players pass priority
      Then Young Wolf is in its owner's graveyard
      And the stack is empty

    @id:undying-returns-once-then-stays
    Scenario: The Young Wolf that undying returned dies again, in a fight, with its +1/+1 counter and stays in the graveyard
      Given Alice controls a Young Wolf
      And Bob controls a Giant Spider
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      And Bob has priority
      When Bob casts Shock targeting Young Wolf
      And all players pass priority
      And all players pass priority
      Then Young Wolf is on the battlefield
      And Young Wolf has 1 +1/+1 counter on it
      When Alice casts Swift Kick targeting Young Wolf and Giant Spider
      And all players pass priority
      Then Young Wolf is in its owner's graveyard
      And the stack is empty

    @rule:702.90c
    @id:undying-minus-one-counters-are-not-plus-one-counters
    Scenario: Young Wolf dying of a -1/-1 counter from Glistener Elf returns: it had no +1/+1 counter (not: it had a counter of any kind)
      Given Alice controls a Glistener Elf
      And Bob controls a Young Wolf
      When Alice attacks Bob with Glistener Elf
      And Bob blocks Glistener Elf with Young Wolf
      And the game advances to Alice's end of combat step
      Then Young Wolf is on the battlefield
      And Young Wolf has 1 +1/+1 counter on it
      And Young Wolf has no -1/-1 counters
      And Young Wolf is a 2/2 creature

    @rule:704.5q @rule:704.3 @rule:603.4
    @id:undying-wolf-dies-as-its-counters-would-cancel-stays-dead
    Scenario: Young Wolf with a +1/+1 counter and 1 damage marked blocks Glistener Elf: the -1/-1 counter makes the damage lethal, and it dies in the same check that would cancel the counters, so it died with its +1/+1 counter and stays in the graveyard (not: the counters cancel first and undying returns it)
      Given Alice controls a Glistener Elf
      And Bob controls a Young Wolf with 1 +1/+1 counter with 1 damage marked on it
      When Alice attacks Bob with Glistener Elf
      And Bob blocks Glistener Elf with Young Wolf
      And the game advances to Alice's end of combat step
      Then Young Wolf is in its owner's graveyard
      And the stack is empty

    @rule:704.5q
    @id:undying-wolf-whose-counters-cancelled-returns-when-shocked
    Scenario: Young Wolf with a +1/+1 counter blocks Glistener Elf and survives; the state-based action removes both counters, so when Shock then destroys it, it had no +1/+1 counter and undying returns it (not: a +1/+1 counter it once had still counts)
      Given Alice controls a Glistener Elf
      And Alice controls a Mountain
      And Alice has a Shock in her hand
      And Bob controls a Young Wolf with 1 +1/+1 counter
      When Alice attacks Bob with Glistener Elf
      And Bob blocks Glistener Elf with Young Wolf
      And the game advances to Alice's end of combat step
      Then Young Wolf has no +1/+1 counters
      And Young Wolf has no -1/-1 counters
      And Young Wolf is a 1/1 creature
      When Alice taps Mountain for mana
      And Alice casts Shock targeting Young Wolf
      And all players pass priority
      And all players pass priority
      Then Young Wolf is on the battlefield
      And Young Wolf has 1 +1/+1 counter on it
