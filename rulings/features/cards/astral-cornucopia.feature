@card:astral-cornucopia
Feature: Astral Cornucopia
  This artifact enters with X charge counters on it.
  {T}: Choose a color. Add one mana of that color for each charge counter on this artifact.

  @ruling:2014-02-01
  Rule: X = 1 costs three mana and gives one charge counter, X = 2 six and two
    If you choose 1 for the value of X, Astral Cornucopia will cost {3} to cast and enter the battlefield with one charge counter. If you choose 2 for the value of X, it will cost {6} to cast and enter the battlefield with two charge counters, and so on.

    @rule:107.3i @rule:107.3m
    @id:x-1-costs-3-and-it-enters-with-one-charge-counter
    Scenario: X = 1 costs {3} and it enters with one charge counter
      Given Alice has an Astral Cornucopia in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Astral Cornucopia with X = 1
      Then Alice's mana pool is empty
      When all players pass priority
      Then Astral Cornucopia has 1 charge counter

    @rule:107.3i @rule:107.3m
    @id:x-2-costs-6-and-its-two-charge-counters-make-two-mana
    Scenario: X = 2 costs {6}, and its two charge counters make two mana
      Given Alice has an Astral Cornucopia in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
      When Alice casts Astral Cornucopia with X = 2
      Then Alice's mana pool is empty
      When all players pass priority
      Then Astral Cornucopia has 2 charge counters
      When Alice taps Astral Cornucopia for {G}
      Then Alice's mana pool is {G}{G}

    @rule:107.3m @rule:106.5
    @id:x-0-costs-nothing-and-with-no-charge-counters-it-makes-no
    Scenario: X = 0 costs nothing, and with no charge counters it makes no mana
      Given Alice has an Astral Cornucopia in her hand
      When Alice casts Astral Cornucopia with X = 0
      And all players pass priority
      Then Astral Cornucopia has no charge counters
      When Alice taps Astral Cornucopia for {G}
      Then Alice's mana pool is empty

    @rule:107.3i
    @id:five-mana-cant-pay-for-x-2
    Scenario: Five mana can't pay for X = 2
      Given Alice has an Astral Cornucopia in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}
      Then Alice may not cast Astral Cornucopia with X = 2

  @ruling:2014-02-01
  Rule: Its mana ability doesn't use the stack
    The last ability is a mana ability. It doesn't use the stack and can't be responded to.

    @rule:605.3b
    @id:tapping-it-adds-the-mana-at-once-and-the-stack-stays-empty
    Scenario: Tapping it adds the mana at once, and the stack stays empty
      Given Alice controls an Astral Cornucopia with 3 charge counters
      When Alice taps Astral Cornucopia for {U}
      Then Alice's mana pool is {U}{U}{U}
      And the stack is empty

    @rule:605.3b
    @id:with-a-spell-on-the-stack-the-mana-is-added-before-anything
    Scenario: With a spell on the stack, the mana is added before anything can respond
      Given Alice controls an Astral Cornucopia with 2 charge counters
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And Alice taps Astral Cornucopia for {R}
      Then Alice's mana pool is {R}{R}
      And the stack holds one object
      And Grizzly Bears is on the stack
