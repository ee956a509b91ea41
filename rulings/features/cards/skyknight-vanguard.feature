@card:skyknight-vanguard
Feature: Skyknight Vanguard
  Flying
  Whenever this creature attacks, create a 1/1 white Soldier creature token that's tapped and attacking.

  @ruling:2019-07-12 @rule:508.4
  Rule: The token is attacking but was never declared as an attacker: "whenever a creature attacks" doesn't trigger on it
    Although the token is an attacking creature, it was never declared as an attacking creature. This means that abilities that trigger whenever a creature attacks won’t trigger when the token enters the battlefield attacking.

    @rule:508.3a
    @id:cavalcade-of-calamity-triggers-for-the-vanguard-not-for-its-soldier
    Scenario: Cavalcade of Calamity triggers for the Vanguard, not for its tapped and attacking Soldier: Bob takes 3 in all (not: the token declared as an attacker, 4)
      Given Alice controls a Skyknight Vanguard and a Cavalcade of Calamity
      When Alice attacks Bob with Skyknight Vanguard
      Then Skyknight Vanguard's ability triggered once
      And Cavalcade of Calamity's ability triggered once
      When all players pass priority
      And all players pass priority
      Then Alice controls one Soldier token
      And Soldier Token is tapped
      And Soldier Token is attacking
      And Soldier Token is a 1/1 creature
      And Soldier Token's color is white
      And Cavalcade of Calamity's ability triggered once
      When the game advances to Alice's end of combat step
      Then Bob's life total is 17

  @ruling:2019-07-12 @rule:508.4
  Rule: Its controller chooses whom the token attacks, not necessarily whom the Vanguard attacks
    You choose which player or planeswalker the token is attacking. It doesn’t have to be attacking the same player or planeswalker that Skyknight Vanguard is attacking.

    @id:the-vanguard-attacks-bob-its-soldier-attacks-carol
    Scenario: The Vanguard attacks Bob and Alice has its Soldier attack Carol: each takes 1 (not: the token attacks whom its source attacks)
      Given Alice, Bob and Carol are playing
      And Alice controls a Skyknight Vanguard
      When Alice will choose Carol when she must
      And Alice attacks Bob with Skyknight Vanguard
      And all players pass priority
      Then Soldier Token is attacking
      When the game advances to Alice's end of combat step
      Then Bob's life total is 19
      And Carol's life total is 19
