@card:man-o-war
Feature: Man-o'-War
  When this creature enters, return target creature to its owner's hand.

  @ruling:2019-06-14 @rule:603.3d
  Rule: Mandatory: alone on the battlefield, it must return itself
    If there are no other creatures on the battlefield when Man-o'-War enters the battlefield, its ability must target itself.

    @id:the-only-creature-man-o-war-targets-itself-and-goes-back-to
    Scenario: The only creature, Man-o'-War targets itself and goes back to Alice's hand (not: the ability is removed for want of another target)
      Given Alice has a Man-o'-War in her hand
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Man-o'-War
      And all players pass priority
      Then the top of the stack is an ability of Man-o'-War
      When all players pass priority
      Then Man-o'-War is in her hand
      And the stack is empty
