@card:fire-lord-azula
Feature: Fire Lord Azula
  Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)
  Whenever you cast a spell while Fire Lord Azula is attacking, copy that spell. You may choose new targets for the copy. (A copy of a permanent spell becomes a token.)

  @ruling:2025-10-02
  Rule: A copy of a creature spell becomes a token that isn't "created"
    A resolving copy of a permanent spell becomes a token. That token isn't "created" and won't interact with abilities that care about tokens being created.

    @rule:608.3f @rule:707.10 @rule:702.189a
    @id:with-divine-visitation-azulas-copy-of-grizzly-bears-enters
    Scenario: With Divine Visitation, Azula's copy of Boon Satyr cast as a creature enters as a Boon Satyr token (not: replaced by an Angel, as a created token would be)
      Given Alice controls a Fire Lord Azula, a Divine Visitation and two Forests
      And Alice has a Boon Satyr in her hand
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr as a creature
      And all players pass priority
      And all players pass priority
      Then the copy of Boon Satyr is on the battlefield
      And the copy of Boon Satyr is a 4/2 creature
      And Alice controls no Angel tokens
      And Alice controls one Boon Satyr token
      And Boon Satyr is on the stack

  @ruling:2025-10-02
  Rule: Choices made as the spell resolves are made anew for the copy
    Any choices made when the spell resolves won't have been made yet when it's copied. Any such choices will be made separately when the copy resolves.

    @rule:707.10
    @id:azulas-copy-of-flash-puts-grizzly-bears-onto-the-battlefield
    Scenario: Azula's copy of Flash puts Grizzly Bears onto the battlefield, then Flash chooses Walking Corpse (not: the copy's choice made for both)
      Given Alice controls a Fire Lord Azula, an Island, a Forest and a Swamp
      And Alice has a Flash, a Grizzly Bears and a Walking Corpse in her hand
      When Alice will do what Flash's ability says she may do
      And Alice will choose Grizzly Bears, then Walking Corpse when she must choose
      And Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Island for mana
      And Alice casts Flash
      And Alice taps Forest for mana
      And Alice taps Swamp for mana
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Walking Corpse is in her hand
      When all players pass priority
      Then Walking Corpse is on the battlefield
      And Alice's mana pool is {R}

  @ruling:2025-10-02
  Rule: Azula's ability and its copy resolve before the spell, even one countered first
    Azula's ability and the copy it creates both resolve before the spell that caused the ability to trigger. They resolve even if the spell is countered before the copy is created.

    @rule:603.3 @rule:707.10
    @id:azulas-ability-goes-on-the-stack-above-grizzly-bears-and-the
    Scenario: Azula's ability goes on the stack above Boon Satyr, and the copy it makes resolves first (not: the copy put under the spell)
      Given Alice controls a Fire Lord Azula and two Forests
      And Alice has a Boon Satyr in her hand
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr as a creature
      Then the top of the stack is an ability of Fire Lord Azula
      And the stack holds two objects
      When all players pass priority
      Then the top of the stack is the spell the copy of Boon Satyr
      When all players pass priority
      Then the copy of Boon Satyr is on the battlefield
      And Boon Satyr is on the stack
      When all players pass priority
      Then Boon Satyr is on the battlefield

    # Not shown: the copy of a spell countered before Azula's ability resolves. The copy is then made from the
    # spell as it last existed on the stack, which the reference engine doesn't keep: it answers `unsupported`.

  @ruling:2025-10-02
  Rule: The copy has the X of the spell it copies
    If the spell that's copied has an X whose value was determined as it was cast, the copy has the same value of X.

    @rule:707.10 @rule:702.189a
    @id:azulas-copy-of-silver-scrutiny-with-x-2-paid-with
    Scenario: Azula's copy of Silver Scrutiny with X = 2, paid with firebending's {R}{R}, draws two cards (not: X = 0 for a copy)
      Given Alice controls a Fire Lord Azula and two Islands
      And Alice has a Silver Scrutiny in her hand
      And Alice has four Forests in her library
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Island for mana
      And Alice taps Island for mana
      And Alice casts Silver Scrutiny with X = 2
      Then Alice's mana pool is empty
      When all players pass priority
      And all players pass priority
      Then Alice has two cards in her hand
      When all players pass priority
      Then Alice has four cards in her hand

  @ruling:2025-10-02
  Rule: The copy isn't cast, so "whenever you cast" doesn't trigger, not even Azula's own
    The copy is created on the stack, so it's not "cast." Abilities that trigger when a player casts a spell won't trigger.

    @rule:707.10 @rule:601.2i
    @id:azulas-copy-of-grizzly-bears-doesnt-trigger-azula-again-not
    Scenario: Azula's copy of Boon Satyr doesn't trigger Azula again (not: a copy cast, copied in turn, without end)
      Given Alice controls a Fire Lord Azula and two Forests
      And Alice has a Boon Satyr in her hand
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr as a creature
      And all players pass priority
      Then the stack holds two objects
      # firebending as Azula attacked, and the cast trigger once, for Boon Satyr
      And Fire Lord Azula's ability triggered twice
      When all players pass priority
      And all players pass priority
      Then the stack is empty
      And Alice controls one Boon Satyr token

  @ruling:2025-10-02
  Rule: The copy keeps its targets unless new ones are chosen
    The copy will have the same targets as the spell it's copying unless you choose new ones. You may change any number of the targets, including all of them or none of them. If, for one of the targets, you can't choose a new legal target, then it remains unchanged (even if the current target is illegal).

    @rule:707.10
    @id:without-new-targets-azulas-copy-of-stabbing-pain-targets
    Scenario: Without new targets, Azula's copy of Stabbing Pain targets Bob's Grizzly Bears too: -2/-2 in all, and it dies (not: a copy without a target)
      Given Alice controls a Fire Lord Azula and a Swamp
      And Bob controls a Grizzly Bears
      And Alice has a Stabbing Pain in her hand
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Swamp for mana
      And Alice casts Stabbing Pain targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 1/1 creature
      And Grizzly Bears is tapped
      When all players pass priority
      Then Grizzly Bears is in his graveyard

    @rule:707.10c
    @id:with-a-new-target-azulas-copy-of-stabbing-pain-shrinks-and
    Scenario: With a new target, Azula's copy of Stabbing Pain shrinks and taps Bob's Walking Corpse, and Stabbing Pain Grizzly Bears
      Given Alice controls a Fire Lord Azula and a Swamp
      And Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has a Stabbing Pain in her hand
      When Alice will do what Fire Lord Azula's ability says she may do, with new target Bob's Walking Corpse for the copy
      And Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Swamp for mana
      And Alice casts Stabbing Pain targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is a 1/1 creature
      And Walking Corpse is tapped
      And Grizzly Bears is a 2/2 creature
      When all players pass priority
      Then Grizzly Bears is a 1/1 creature

    @rule:707.10c @rule:608.2b
    @id:a-new-target-no-longer-legal-as-azulas-ability-resolves
    Scenario: A new target no longer legal as Azula's ability resolves leaves the copy's target unchanged: Grizzly Bears gets -1/-1 twice and dies (not: a copy with no target, or with the one that left)
      Given Alice controls a Fire Lord Azula, a Swamp and a Chained Brute
      And Alice controls a Walking Corpse and a Forest
      And Bob controls a Grizzly Bears
      And Alice has a Stabbing Pain in her hand
      When Alice will do what Fire Lord Azula's ability says she may do, with new target her Walking Corpse for the copy
      And Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Swamp for mana
      And Alice casts Stabbing Pain targeting Bob's Grizzly Bears
      And Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 1/1 creature
      When all players pass priority
      Then Grizzly Bears is in his graveyard

  @ruling:2025-10-02
  Rule: No additional costs are paid for a copy; those paid for the spell are copied
    You can't choose to pay any additional costs for a copied spell. However, effects based on any additional costs that were paid for the original spell are copied as though those same costs were paid for the copy too.

    # Not shown: no spell in the reference engine's pool has an effect that depends on an additional cost paid for
    # it.
