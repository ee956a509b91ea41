@card:vraskas-contempt
Feature: Vraska's Contempt
  Exile target creature or planeswalker. You gain 2 life.

  @ruling:2017-09-29 @rule:608.2b
  Rule: Its target illegal, it doesn't resolve: no life
    If the target creature or planeswalker is an illegal target by the time Vraska’s Contempt resolves, the entire spell doesn’t resolve. You won’t gain life.

    @id:grizzly-bears-dead-to-shock-first-vraskas-contempt-gains
    Scenario: Grizzly Bears dead to Shock first: Vraska's Contempt gains Alice no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Vraska's Contempt and a Shock in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{R}
      When Alice casts Vraska's Contempt targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Vraska's Contempt is in her graveyard
      And Grizzly Bears is in his graveyard
      And Alice's life total is 20

    @id:its-target-legal-bobs-teferi-time-raveler-is-exiled-not
    Scenario: Its target legal: Bob's Teferi, Time Raveler is exiled, not destroyed, and Alice gains 2 life
      Given Bob controls a Teferi, Time Raveler with 4 loyalty counters
      And Alice has a Vraska's Contempt in her hand
      And Alice's mana pool holds {B}{B}{C}{C}
      When Alice casts Vraska's Contempt targeting Teferi, Time Raveler
      And all players pass priority
      Then Teferi, Time Raveler is in exile
      And Alice's life total is 22

  @ruling:2018-01-19
  Rule: A story spotlight's symbol has no effect on game play
    There are many important moments in the story, but the most crucial—called “story spotlights”—are shown on cards. These cards have the Planeswalker symbol in their text box; this symbol has no effect on gameplay. You can read more about these events in the official Magic fiction at http://www.mtgstory.com.

    # Not shown: the Planeswalker symbol in the text box changes nothing a board can show.
