@card:blister-beetle
Feature: Blister Beetle
  When this creature enters, target creature gets -1/-1 until end of turn.

  @ruling:2008-10-01 @rule:603.3d
  Rule: Mandatory: alone on the battlefield, it must target itself
    If there are no other creatures on the battlefield when Blister Beetle enters, it must target itself.

    @id:the-only-creature-blister-beetle-targets-itself-and-dies-a-0
    Scenario: The only creature, Blister Beetle targets itself and dies, a 0/0 (not: the ability is removed for want of another target)
      Given Alice has a Blister Beetle in her hand
      And Alice's mana pool holds {B}{C}
      When Alice casts Blister Beetle
      And all players pass priority
      Then the top of the stack is an ability of Blister Beetle
      When all players pass priority
      Then Blister Beetle is in her graveyard
      And the stack is empty
