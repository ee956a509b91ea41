@card:ogre-geargrabber
Feature: Ogre Geargrabber
  Whenever this creature attacks, gain control of target Equipment an opponent controls until end of turn. Attach it to this creature. When you lose control of that Equipment, unattach it.

  @ruling:2011-01-01 @rule:508.3a
  Rule: The Equipment it grabs doesn't trigger "whenever equipped creature attacks": the Ogre was already attacking
    Any ability of the targeted Equipment that triggers “whenever equipped creature attacks” won’t trigger. That’s because Ogre Geargrabber is already attacking at the time that Equipment becomes attached to it.

    @id:stitchers-graft-attached-to-the-attacking-ogre-doesnt
    Scenario: Stitcher's Graft attached to the attacking Ogre doesn't trigger, so the Ogre untaps in Alice's next untap step (not: becoming equipped while attacking counts as attacking)
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      And Bob has a Forest in his library
      When Alice attacks Bob with Ogre Geargrabber
      And all players pass priority
      Then Stitcher's Graft is attached to Ogre Geargrabber
      And Ogre Geargrabber is tapped
      When all players pass priority
      And the game advances to Alice's upkeep
      Then Ogre Geargrabber is untapped

    @id:equipped-as-it-is-declared-as-an-attacker-a-creature-does
    Scenario: Equipped as it is declared as an attacker, a creature does trigger the Graft: it stays tapped in its controller's next untap step
      Given Bob controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      And it is Bob's precombat main phase
      And Alice has a Forest in her library
      When Bob attacks Alice with Grizzly Bears
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Grizzly Bears is tapped

  @ruling:2011-01-01 @rule:608.2b @rule:701.3b
  Rule: If the Equipment can't be attached to the Ogre, its controller still gains control of it until end of turn
    If the targeted Equipment can’t be attached to Ogre Geargrabber for some reason, you’ll still gain control of it until end of turn.

    @id:bob-destroys-the-ogre-in-response-alice-still-gains-control
    Scenario: Bob destroys the Ogre in response: Alice still gains control of the Graft, which stays on Grizzly Bears (not: the whole ability does nothing once the attachment fails)
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears, a Stitcher's Graft attached to Grizzly Bears and three Swamps
      And Bob has a Murder in his hand
      When Alice attacks Bob with Ogre Geargrabber
      And Alice passes priority
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Murder targeting Ogre Geargrabber
      And all players pass priority
      Then Ogre Geargrabber is in its owner's graveyard
      When all players pass priority
      Then Stitcher's Graft is controlled by Alice
      And Stitcher's Graft is attached to Grizzly Bears
      And Grizzly Bears is controlled by Bob

  @ruling:2011-01-01 @rule:514.2 @rule:514.3a @rule:603.10d
  Rule: The control effect ends in the cleanup step; the delayed trigger goes on the stack then, and another cleanup step follows
    Ogre Geargrabber’s control-changing effect ends during the cleanup step, at the same time that damage marked on permanents is removed. If you still controlled the Equipment at that time, this causes the delayed triggered ability to trigger. It goes on the stack and players can respond (which normally doesn’t happen during the cleanup step), then, once that cleanup step ends, another one begins.

    # Grizzly Bears survive the first Graft trigger too: it triggers as the Graft moves to the Ogre, controlled by
    # Alice, who can't sacrifice Bob's Grizzly Bears (the rulings on Stitcher's Graft).
    @id:in-the-cleanup-step-bob-gets-the-graft-back-and-the-delayed
    Scenario: In the cleanup step Bob gets the Graft back and the delayed trigger waits on the stack, with priority; resolved, it unattaches the Graft, and Bob can't sacrifice Alice's Ogre
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      When Alice attacks Bob with Ogre Geargrabber
      And all players pass priority
      Then the ability of Stitcher's Graft on the stack is controlled by Alice
      When all players pass priority
      Then Grizzly Bears is on the battlefield
      When the game advances to Alice's cleanup step
      Then Stitcher's Graft is controlled by Bob
      And Stitcher's Graft is attached to Ogre Geargrabber
      And the stack holds, from the bottom, abilities of Ogre Geargrabber
      When all players pass priority
      Then Stitcher's Graft is attached to nothing
      And the ability of Stitcher's Graft on the stack is controlled by Bob
      When all players pass priority
      Then Ogre Geargrabber is on the battlefield
      And Ogre Geargrabber has no damage marked on it

    @id:until-the-cleanup-step-alice-keeps-the-graft-the-ogre-deals
    Scenario: Until the cleanup step Alice keeps the Graft: the Ogre deals 7 combat damage with it
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      When Alice attacks Bob with Ogre Geargrabber
      And all players pass priority
      And all players pass priority
      And the game advances to Alice's end step
      Then Stitcher's Graft is controlled by Alice
      And Bob's life total is 13

  @ruling:2011-01-01 @rule:603.7c @rule:603.10d
  Rule: The delayed trigger unattaches the Equipment from whatever it equips then, whether or not the Ogre is still there
    The delayed triggered ability (“When you lose control of that Equipment, unattach it”) triggers the next time you lose control of the Equipment for any reason, not just when Ogre Geargrabber’s control-changing effect ends. The Equipment will become unattached from whatever creature it happens to be attached to at that time. It doesn’t matter if Ogre Geargrabber is still on the battlefield at this time.

    # Not shown: another way for Alice to lose control of the Equipment before the cleanup step; no other
    # control-changing effect is in the reference engine's pool.

    @id:the-ogre-gone-the-graft-still-on-grizzly-bears-as-alice
    Scenario: The Ogre gone, the Graft still on Grizzly Bears: as Alice loses control of it, it is unattached from Grizzly Bears, and Bob, controlling the Graft again, sacrifices them (not: the delayed trigger needs the Ogre)
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears, a Stitcher's Graft attached to Grizzly Bears and three Swamps
      And Bob has a Murder in his hand
      When Alice attacks Bob with Ogre Geargrabber
      And Alice passes priority
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Murder targeting Ogre Geargrabber
      And all players pass priority
      And all players pass priority
      And the game advances to Alice's cleanup step
      Then Stitcher's Graft is controlled by Bob
      And Ogre Geargrabber's ability triggered twice
      When all players pass priority
      Then Stitcher's Graft is attached to nothing
      When all players pass priority
      Then Grizzly Bears is in its owner's graveyard
