@card:hyrax-tower-scout
Feature: Hyrax Tower Scout
  When this creature enters, untap target creature.

  @ruling:2020-01-24 @rule:115.1 @rule:603.3d
  Rule: An untapped creature, the Scout itself, is a legal target
    Hyrax Tower Scout’s ability can target an untapped creature, including Hyrax Tower Scout itself, if there are no tapped creatures you wish to untap.

    @id:the-only-creature-and-untapped-hyrax-tower-scout-targets
    Scenario: The only creature, and untapped, Hyrax Tower Scout targets itself: its ability goes on the stack and resolves (not: "untap target creature" needs a tapped target)
      Given Alice has a Hyrax Tower Scout in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Hyrax Tower Scout
      And all players pass priority
      Then the top of the stack is an ability of Hyrax Tower Scout
      When all players pass priority
      Then the stack is empty
      And Hyrax Tower Scout is untapped
