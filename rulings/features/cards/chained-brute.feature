@card:chained-brute
Feature: Chained Brute
  Chained Brute doesn't untap during your untap step.
  {1}, Sacrifice another creature: Untap Chained Brute. Activate only during your turn.

  @ruling:2020-06-23
  Rule: Its untap ability may be activated while it's untapped: the cost is paid, and nothing untaps
    You can activate Chained Brute’s last ability even if it’s already untapped.

    @rule:701.26b @rule:602.2
    @id:untapped-chained-brute-activates-sacrificing-grizzly-bears
    Scenario: Untapped Chained Brute activates, sacrificing Grizzly Bears: the ability resolves and Chained Brute doesn't become untapped (not: an untap ability needs a tapped permanent)
      Given Alice controls a Chained Brute and a Grizzly Bears
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute, sacrificing Grizzly Bears
      Then Grizzly Bears is in her graveyard
      And the top of the stack is an ability of Chained Brute
      When all players pass priority
      Then the stack is empty
      And Chained Brute is untapped
      And Chained Brute untapped no times
