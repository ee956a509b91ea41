@card:voltaic-servant
Feature: Voltaic Servant
  At the beginning of your end step, untap target artifact.

  @ruling:2018-04-27 @rule:115.1 @rule:701.26b
  Rule: An artifact creature, the Servant itself, is a legal target
    Voltaic Servant’s ability can target an artifact creature, including itself.

    @id:tapped-from-attacking-voltaic-servant-untaps-itself-at-the
    Scenario: Tapped from attacking, Voltaic Servant untaps itself at the beginning of Alice's end step (not: "target artifact" means a noncreature artifact, or another one)
      Given Alice controls a Voltaic Servant
      When Alice attacks Bob with Voltaic Servant
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Voltaic Servant is tapped
      When Alice will choose Voltaic Servant when she must choose
      And the game advances to Alice's end step
      Then the top of the stack is an ability of Voltaic Servant
      When all players pass priority
      Then Voltaic Servant is untapped
