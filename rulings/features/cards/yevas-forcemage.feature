@card:yevas-forcemage
Feature: Yeva's Forcemage
  When this creature enters, target creature gets +2/+2 until end of turn.

  @ruling:2012-07-01 @rule:603.3d
  Rule: Its ability must target a creature, and the Forcemage itself is a legal choice
    Yeva’s Forcemage’s ability is mandatory, although you can choose Yeva’s Forcemage as the target.

    @id:the-only-creature-yevas-forcemage-targets-itself-and-is-a-4
    Scenario: The only creature, Yeva's Forcemage targets itself and is a 4/4 (not: the ability is removed for want of another creature)
      Given Alice has a Yeva's Forcemage in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Yeva's Forcemage
      And all players pass priority
      Then the top of the stack is an ability of Yeva's Forcemage
      When all players pass priority
      Then Yeva's Forcemage is a 4/4 creature

    @id:with-bobs-grizzly-bears-there-alice-may-still-choose-the
    Scenario: With Bob's Grizzly Bears there, Alice may still choose the Forcemage: the Bears stay a 2/2
      Given Bob controls a Grizzly Bears
      And Alice has a Yeva's Forcemage in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice will choose Yeva's Forcemage when she must choose
      And Alice casts Yeva's Forcemage
      And all players pass priority
      And all players pass priority
      Then Yeva's Forcemage is a 4/4 creature
      And Grizzly Bears is a 2/2 creature
