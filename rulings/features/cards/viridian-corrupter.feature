@card:viridian-corrupter
Feature: Viridian Corrupter
  Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)
  When this creature enters, destroy target artifact.

  @ruling:2011-06-01 @rule:603.3d
  Rule: With no artifact to target, the ability does nothing and the creature simply enters
    If there are no artifacts on the battlefield when Viridian Corrupter enters the battlefield, its enters-the-battlefield does nothing. Viridian Corrupter will simply enter the battlefield.

    @id:with-no-artifact-on-the-battlefield-viridian-corrupter
    Scenario: With no artifact on the battlefield, Viridian Corrupter enters and its ability is removed: the stack is empty (not: it can't be cast, or a target must be found)
      Given Bob controls a Grizzly Bears
      And Alice has a Viridian Corrupter in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Viridian Corrupter
      And all players pass priority
      Then Viridian Corrupter is on the battlefield
      And the stack is empty
      And Grizzly Bears is on the battlefield

  @ruling:2011-06-01 @rule:603.3d
  Rule: Mandatory: Alice's own artifact, if it is the only one, is destroyed
    The enters-the-battlefield ability is not optional. You must target an artifact you control if there are no other artifacts on the battlefield.

    @id:alices-voltaic-servant-the-only-artifact-is-destroyed-by-her
    Scenario: Alice's Voltaic Servant, the only artifact, is destroyed by her own Viridian Corrupter (not: she may choose no target)
      Given Alice controls a Voltaic Servant
      And Alice has a Viridian Corrupter in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Viridian Corrupter
      And all players pass priority
      Then the top of the stack is an ability of Viridian Corrupter
      When all players pass priority
      Then Voltaic Servant is in her graveyard
