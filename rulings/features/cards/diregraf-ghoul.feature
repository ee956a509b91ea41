@card:diregraf-ghoul
Feature: Diregraf Ghoul
  This creature enters tapped.

  @rule:614.1d
  Rule: "Enters tapped" is a replacement effect: it enters tapped, it doesn't become tapped
    Continuous effects that read “[This permanent] enters . . .” or “[Objects] enter [the battlefield] . . .” are replacement effects.

    @rule:110.5b
    @id:cast-it-enters-tapped-and-never-became-tapped-not-it-enters
    Scenario: Cast, it enters tapped and never became tapped (not: it enters untapped and is then tapped)
      Given Alice has a Diregraf Ghoul in her hand
      And Alice's mana pool holds {B}
      When Alice casts Diregraf Ghoul
      And all players pass priority
      Then Diregraf Ghoul is on the battlefield
      And Diregraf Ghoul is tapped
      And Diregraf Ghoul became tapped no times

    @rule:502.3
    @id:it-untaps-in-alices-next-untap-step-not-it-stays-tapped
    Scenario: It untaps as usual in Alice's next untap step (not: "enters tapped" keeps it tapped)
      Given Alice has a Diregraf Ghoul in her hand
      And Alice's mana pool holds {B}
      And Bob has a Forest in his library
      When Alice casts Diregraf Ghoul
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Diregraf Ghoul is tapped
      When the game advances to Alice's upkeep
      Then Diregraf Ghoul is untapped
