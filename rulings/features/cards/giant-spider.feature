@card:giant-spider
Feature: Giant Spider
  Reach (This creature can block creatures with flying.)

  @ruling:2008-04-01 @rule:702.9b @rule:702.17b @rule:509.1b
  Rule: Reach lets Giant Spider block creatures with flying, which only creatures with flying or reach can
    This card now uses the Reach keyword ability to enable the blocking of flying creatures. This works because a creature with flying can only be blocked by creatures with flying or reach.

    @id:giant-spider-blocks-a-creature-with-flying
    Scenario: Giant Spider blocks a creature with flying
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider
      Then Serra Angel is blocked

    @id:a-creature-without-flying-or-reach-cant
    Scenario: A creature without flying or reach can't, though its controller's Giant Spider has reach (not: reach lets its controller's creatures block)
      Given Alice controls a Serra Angel
      And Bob controls a Grizzly Bears and a Giant Spider
      When Alice attacks Bob with Serra Angel
      And Bob tries to block Serra Angel with Grizzly Bears
      Then that is illegal
      And Serra Angel is not blocked

    @id:a-creature-with-flying-and-no-reach-blocks-it-too
    Scenario: A creature with flying and no reach blocks it too (not: only reach)
      Given Alice controls a Serra Angel
      And Bob controls a Wind Drake and a Grizzly Bears
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Wind Drake
      Then Serra Angel is blocked
