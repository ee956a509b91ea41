@card:phylactery-lich
Feature: Phylactery Lich
  Indestructible
  As this creature enters, put a phylactery counter on an artifact you control.
  When you control no permanents with phylactery counters on them, sacrifice this creature.

  @ruling:2018-07-13
  Rule: An artifact entering at the same time as the Lich can't get the counter; it goes on one already there
    If Phylactery Lich and an artifact are entering the battlefield under your control at the same time, you can’t put a phylactery counter on that artifact. You must choose an artifact you control that’s already on the battlefield.

    @rule:603.8
    @id:twilights-call-returns-phylactery-lich-and-darksteel-myr
    Scenario: Twilight's Call returns Phylactery Lich and Darksteel Myr together: the Myr gets no counter and the Lich is sacrificed (not: the counter goes on the artifact entering with it)
      Given Alice has a Phylactery Lich and a Darksteel Myr in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has no phylactery counters
      And Phylactery Lich's ability triggered once
      When all players pass priority
      Then Phylactery Lich is in her graveyard

    @id:with-fellwar-stone-already-there-the-counter-goes-on-it-even
    Scenario: With a Fellwar Stone already there, the counter goes on it, even though Alice would rather choose the Myr (not: any artifact she controls once it has entered)
      Given Alice controls a Fellwar Stone
      And Alice has a Phylactery Lich and a Darksteel Myr in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice will choose Darksteel Myr, then Fellwar Stone when she must choose
      And Alice casts Twilight's Call
      And all players pass priority
      Then Fellwar Stone has one phylactery counter
      And Darksteel Myr has no phylactery counters
      And Phylactery Lich's ability did not trigger
      And Phylactery Lich is on the battlefield

  @ruling:2018-07-13
  Rule: With no artifact as it enters, the counter goes nowhere and the Lich's last ability makes Alice sacrifice it
    If you control no artifacts as Phylactery Lich enters the battlefield, its first ability won’t do anything. As soon as it enters the battlefield, its last ability will trigger (unless you control some other permanent with a phylactery counter on it) and you’ll have to sacrifice it.

    @rule:603.8 @rule:701.21a
    @id:phylactery-lich-cast-with-no-artifact-is-sacrificed-though
    Scenario: Phylactery Lich cast with no artifact is sacrificed, though it is indestructible (not: indestructible keeps it)
      Given Alice has a Phylactery Lich in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Phylactery Lich
      And all players pass priority
      Then Phylactery Lich's ability triggered once
      And the top of the stack is an ability of Phylactery Lich
      When all players pass priority
      Then Phylactery Lich is in her graveyard

    @rule:603.8
    @id:another-permanent-of-alices-with-a-phylactery-counter-keeps
    Scenario: Another permanent of Alice's with a phylactery counter keeps the Lich's ability from triggering
      Given Alice controls a Fellwar Stone with 1 phylactery counter
      And Alice has a Phylactery Lich in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Phylactery Lich
      And all players pass priority
      Then Phylactery Lich's ability did not trigger
      And Fellwar Stone has two phylactery counters

  @ruling:2018-07-13
  Rule: The counter is put on as the Lich enters, untargeted: there is no moment to act in between
    Phylactery Lich’s first ability doesn’t target the artifact. No player may take actions between the time you choose an artifact and the time you put a phylactery counter on it.

    @rule:603.6d
    @id:the-phylactery-counter-is-on-fellwar-stone-as-the-lich
    Scenario: The phylactery counter is on Fellwar Stone as the Lich enters; nothing waits on the stack and the Lich's ability never triggers (not: a trigger one could respond to)
      Given Alice controls a Fellwar Stone
      And Alice has a Phylactery Lich in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Phylactery Lich
      And all players pass priority
      Then Fellwar Stone has one phylactery counter
      And the stack is empty
      And Phylactery Lich's ability did not trigger

  @ruling:2018-07-13
  Rule: The last ability counts every phylactery counter of Alice's permanents, not the Lich's own artifact's
    Phylactery Lich’s last ability checks your permanents for any phylactery counters, not just the specific one that it caused you to put on an artifact. For example, if you control two Phylactery Liches and two different artifacts with phylactery counters, neither Phylactery Lich will be sacrificed if one of those artifacts leaves the battlefield.

    @rule:603.8
    @id:two-liches-two-artifacts-with-counters-disenchant-destroys
    Scenario: Two Liches, two artifacts with counters: Disenchant destroys one artifact and neither Lich's ability triggers (not: the Lich whose artifact it was)
      Given Alice controls a Phylactery Lich
      And Alice controls a Phylactery Lich
      And Alice controls a Fellwar Stone with 1 phylactery counter
      And Alice controls a Mana Vault with 1 phylactery counter
      And Alice has a Disenchant in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Disenchant targeting Fellwar Stone
      And all players pass priority
      Then Fellwar Stone is in her graveyard
      And the stack is empty
      And Phylactery Lich is on the battlefield

  @ruling:2018-07-13
  Rule: A state trigger doesn't trigger again while it is on the stack
    Phylactery Lich’s last ability is a “state trigger.” Once a state trigger triggers, it won’t trigger again as long as the ability is on the stack. If the ability is countered and the trigger condition is still true, it will immediately trigger again.

    @rule:603.8
    @id:disenchant-destroys-alices-only-phylactery-artifact-the
    Scenario: Disenchant destroys Alice's only phylactery artifact: the Lich's ability triggers once, and not again while Alice casts an instant above it (not: each time a player would receive priority)
      Given Alice controls a Phylactery Lich
      And Alice controls a Fellwar Stone with 1 phylactery counter
      And Alice has a Disenchant and an Ornamental Courage in her hand
      And Alice's mana pool holds {W}{C}{G}
      When Alice casts Disenchant targeting Fellwar Stone
      And all players pass priority
      Then Phylactery Lich's ability triggered once
      When Alice casts Ornamental Courage targeting Phylactery Lich
      And all players pass priority
      Then Ornamental Courage is in her graveyard
      And Phylactery Lich's ability triggered once
      And the stack holds one object
      When all players pass priority
      Then Phylactery Lich is in her graveyard
